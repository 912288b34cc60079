/*
 * The site popup every visitor's page asks for (GET /popups/active), remembered for 30 s. The
 * Popup model's hooks forget it when a popup changes through this process; a change through
 * another server process shows within the 30 s.
 */
import { TtlCache } from '#services/ttl_cache'

/** What a visitor sees of the active popup. */
export type VisitorPopup = { id: number; image_url: string; description: string | null }

export const visitorPopups = new TtlCache<'active', VisitorPopup | null>(30_000, 1)
