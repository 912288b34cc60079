/*
 * Every process hears the cache invalidations of the others (services/cache/shared_cache.ts).
 */
import { listenForInvalidations } from '#services/cache/shared_cache'

listenForInvalidations()
