import { DateTime } from 'luxon'
import Popup from '#models/popup'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { visitorPopups, type VisitorPopup } from '#services/cache/visitor_popup_cache'

/** GET /popups: every popup, the newest first. */
export function listPopups(): Promise<Popup[]> {
  return Popup.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
}

/** GET /popups/active, from memory while fresh (visitor_popup_cache.ts). */
export async function visitorPopup(): Promise<VisitorPopup | null> {
  const remembered = visitorPopups.get('active')
  if (remembered !== undefined) return remembered === 'none' ? null : remembered
  const popup = await activePopup()
  const shown = popup && { id: popup.id, image_url: popup.imageUrl, description: popup.description }
  visitorPopups.set('active', shown ?? 'none')
  return shown
}

/**
 * GET /popups/active: the newest active popup whose start and end dates (when set) include
 * now, for every visitor; members see it once per id (member-spec §2).
 */
export async function activePopup(now: DateTime = DateTime.utc()): Promise<Popup | null> {
  const at = toSqlDateTime(now)
  return Popup.query()
    .where('is_active', true)
    .where((starts) => starts.whereNull('starts_at').orWhere('starts_at', '<=', at))
    .where((ends) => ends.whereNull('ends_at').orWhere('ends_at', '>', at))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .first()
}
