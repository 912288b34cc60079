import { findPopup } from '#queries/popups/find_popup'
import { auditPopup, forgetVisitorPopupAfterCommit } from '#services/popups/popup_changes'
import { moderate, type Moderator } from '#services/moderation/moderation_transaction'

/** PUT /popups/:id/toggle; undefined for a dry run. */
export default class SetPopupActive {
  static async handle({ popupId, isActive, moderator }: { popupId: number; isActive: boolean; moderator: Moderator }) {
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
}
