/*
 * The site popup every visitor's page asks for (GET /popups/active), remembered for 30 s. The
 * Popup model's hooks forget it in every process when a popup changes (services/cache/shared_cache.ts).
 */
import { SharedCache } from '#services/cache/shared_cache'

/** What a visitor sees of the active popup. */
export type VisitorPopup = { id: number; image_url: string; description: string | null }

/** `none` stands for "no active popup" (the cache holds no null). */
export const visitorPopups = new SharedCache<'active', VisitorPopup | 'none'>({
  name: 'visitor_popup',
  ttlMs: 30_000,
  maxEntries: 1,
})
