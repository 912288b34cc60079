/*
 * Model queries read a replica only inside the stale-tolerant scopes (services/sql/read_replicas.ts).
 */
import { routeModelReads } from '#services/sql/read_replicas'

routeModelReads()
