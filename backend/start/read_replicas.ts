/*
 * Model queries read a replica only inside the stale-tolerant scopes of withReadsFor.
 */
import { routeModelReads } from '#services/sql/read_replicas'

routeModelReads()
