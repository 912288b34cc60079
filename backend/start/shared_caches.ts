/*
 * Every process hears the cache invalidations of the others (services/shared_cache.ts).
 */
import { listenForInvalidations } from '#services/shared_cache'

listenForInvalidations()
