import type * as Wire from '@dilemma/contract'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Popup from '#models/popup'
import { moderationErrors } from '#exceptions/moderation_errors'
import { popupImageStore } from '#services/images/image_storage'
import { NotAnImageError } from '#services/images/image_processing'
import { postErrors } from '#exceptions/post_errors'
import { visitorPopups } from '#services/cache/visitor_popup_cache'
import { recordAudit } from '#services/moderation/audit_log'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/** What the console and members see of a popup (admin-spec §3 "Popup"). */
export function serializePopup(popup: Popup): Wire.Popup {
  return {
    id: popup.id,
    image_url: popup.imageUrl,
    description: popup.description,
    created_at: popup.createdAt.toUTC().toISO()!,
    is_active: popup.isActive,
  }
}

async function findPopup(popupId: number, client: TransactionClientContract): Promise<Popup> {
  const popup = await Popup.find(popupId, { client })
  if (!popup) throw moderationErrors.popupNotFound()
  return popup
}

function auditPopup(moderator: Moderator, action: string, popup: Popup, trx: TransactionClientContract) {
  const details = { is_active: popup.isActive, description: popup.description }
  return recordAudit({ actorId: moderator.actorId, action, targetType: 'popup', targetId: popup.id, details }, trx)
}

/**
 * A saved popup forgets the visitors' popup inside the transaction (services/cache/model_invalidations.ts);
 * a visitor asking before the commit would remember the old one, so it is forgotten again once committed.
 */
async function forgetVisitorPopupAfterCommit<T>(result: T): Promise<T> {
  if (result !== undefined) await visitorPopups.delete('active')
  return result
}

/** POST /popups: the picture (checked by content, re-encoded) and an optional text; active at once. */
export async function createPopup(
  imagePath: string | undefined,
  description: string | undefined,
  moderator: Moderator,
): Promise<Popup> {
  if (!imagePath) throw moderationErrors.popupImageRequired()
  let imageUrl: string
  try {
    imageUrl = await popupImageStore.storeUpload(imagePath)
  } catch (error) {
    throw error instanceof NotAnImageError ? postErrors.invalidImage('image') : error
  }
  const popup = await db.transaction(async (trx) => {
    const created = await Popup.create({ imageUrl, description: description || null, isActive: true }, { client: trx })
    await auditPopup(moderator, 'popup.create', created, trx)
    return created
  })
  return forgetVisitorPopupAfterCommit(popup)
}

/** PUT /popups/:id/toggle; undefined for a dry run. */
export async function setPopupActive(popupId: number, isActive: boolean, moderator: Moderator) {
  const toggled = await moderate(
    moderator,
    (trx) => findPopup(popupId, trx),
    async (popup, trx) => {
      popup.isActive = isActive
      await popup.save()
      await auditPopup(moderator, 'popup.toggle', popup, trx)
      return popup
    },
  )
  return forgetVisitorPopupAfterCommit(toggled)
}

/** DELETE /popups/:id: the popup and, once that is committed, its stored picture; undefined for a dry run. */
export async function deletePopup(popupId: number, moderator: Moderator) {
  const deleted = await moderate(
    moderator,
    (trx) => findPopup(popupId, trx),
    async (popup, trx) => {
      await popup.delete()
      await auditPopup(moderator, 'popup.delete', popup, trx)
      return popup
    },
  )
  if (!deleted) return undefined
  await popupImageStore
    .removeByUrl(deleted.imageUrl)
    .catch((error) => logger.warn({ err: error, url: deleted.imageUrl }, 'popup image not removed'))
  return forgetVisitorPopupAfterCommit(deleted)
}
