import logger from '@adonisjs/core/services/logger'
import { findPopup } from '#queries/popups/find_popup'
import { popupImageStore } from '#services/images/image_storage'
import { auditPopup, forgetVisitorPopupAfterCommit } from '#services/popups/popup_changes'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/** DELETE /popups/:id: the popup and, once that is committed, its stored picture; undefined for a dry run. */
export default class DeletePopup {
  static async handle({ popupId, moderator }: { popupId: number; moderator: Moderator }) {
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
}
