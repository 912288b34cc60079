import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Popup from '#models/popup'
import { moderationErrors } from '#exceptions/moderation_errors'

/** The popup a console action is about, in its transaction; 404 POPUP_NOT_FOUND otherwise. */
export async function findPopup(popupId: number, client: TransactionClientContract): Promise<Popup> {
  const popup = await Popup.find(popupId, { client })
  if (!popup) throw moderationErrors.popupNotFound()
  return popup
}
