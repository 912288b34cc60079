import { DateTime } from 'luxon'
import Popup from '#models/popup'
import { moderationErrors } from '#exceptions/moderation_errors'
import { popupImageStore } from '#services/image_storage'
import { NotAnImageError } from '#services/image_processing'
import { postErrors } from '#exceptions/post_errors'
import { toSqlDateTime } from '#services/sql_datetime'
import { visitorPopups, type VisitorPopup } from '#services/visitor_popup_cache'
import logger from '@adonisjs/core/services/logger'

/** What the console and members see of a popup (admin-spec §3 "Popup"). */
export function serializePopup(popup: Popup) {
  return {
    id: popup.id,
    image_url: popup.imageUrl,
    description: popup.description,
    created_at: popup.createdAt.toUTC().toISO(),
    is_active: popup.isActive,
  }
}

async function findPopup(popupId: number): Promise<Popup> {
  const popup = await Popup.find(popupId)
  if (!popup) throw moderationErrors.popupNotFound()
  return popup
}

/** GET /popups: every popup, the newest first. */
export function listPopups(): Promise<Popup[]> {
  return Popup.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
}

/** POST /popups: the picture (checked by content, re-encoded) and an optional text; active at once. */
export async function createPopup(imagePath: string | undefined, description: string | undefined): Promise<Popup> {
  if (!imagePath) throw moderationErrors.popupImageRequired()
  let imageUrl: string
  try {
    imageUrl = await popupImageStore.storeUpload(imagePath)
  } catch (error) {
    throw error instanceof NotAnImageError ? postErrors.invalidImage('image') : error
  }
  return Popup.create({ imageUrl, description: description || null, isActive: true })
}

/** PUT /popups/:id/toggle */
export async function setPopupActive(popupId: number, isActive: boolean): Promise<Popup> {
  const popup = await findPopup(popupId)
  popup.isActive = isActive
  await popup.save()
  return popup
}

/** DELETE /popups/:id: the popup and its stored picture. */
export async function deletePopup(popupId: number): Promise<void> {
  const popup = await findPopup(popupId)
  await popup.delete()
  await popupImageStore
    .removeByUrl(popup.imageUrl)
    .catch((error) => logger.warn({ err: error, url: popup.imageUrl }, 'popup image not removed'))
}

/** GET /popups/active, from memory while fresh (visitor_popup_cache.ts). */
export async function visitorPopup(): Promise<VisitorPopup | null> {
  const remembered = visitorPopups.get('active')
  if (remembered !== undefined) return remembered
  const popup = await activePopup()
  const shown = popup && { id: popup.id, image_url: popup.imageUrl, description: popup.description }
  visitorPopups.set('active', shown)
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
