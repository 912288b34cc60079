/*
 * Saved rows leave the caches that hold them (services/cache/model_invalidations.ts), in every
 * environment: a console command's change must reach the web processes too.
 */
import { forgetCachedRowsOnChange } from '#services/cache/model_invalidations'

forgetCachedRowsOnChange()
