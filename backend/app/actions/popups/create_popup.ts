import db from '@adonisjs/lucid/services/db'
import Popup from '#models/popup'
import { moderationErrors } from '#exceptions/moderation_errors'
import { popupImageStore } from '#services/images/image_storage'
import { NotAnImageError } from '#services/images/image_processing'
import { postErrors } from '#exceptions/post_errors'
import { auditPopup, forgetVisitorPopupAfterCommit } from '#services/popups/popup_changes'
import type { Moderator } from '#services/moderation/moderation_transaction'

/** POST /popups: the picture (checked by content, re-encoded) and an optional text; active at once. */
export default class CreatePopup {
  static async handle({
    imagePath,
    description,
    moderator,
  }: {
    imagePath: string | undefined
    description: string | undefined
    moderator: Moderator
  }): Promise<Popup> {
    if (!imagePath) throw moderationErrors.popupImageRequired()
    let imageUrl: string
    try {
      imageUrl = await popupImageStore.storeUpload(imagePath)
    } catch (error) {
      throw error instanceof NotAnImageError ? postErrors.invalidImage('image') : error
    }
    const popup = await db.transaction(async (trx) => {
      const created = await Popup.create(
        { imageUrl, description: description || null, isActive: true },
        { client: trx },
      )
      await auditPopup(moderator, 'popup.create', created, trx)
      return created
    })
    return forgetVisitorPopupAfterCommit(popup)
  }
}
