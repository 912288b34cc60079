import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Popup from '#models/popup'
import { visitorPopups } from '#services/cache/visitor_popup_cache'
import { recordAudit } from '#services/moderation/audit_log'
import type { Moderator } from '#services/moderation/moderation_transaction'

/** The audit entry of a popup change, with what members see of it. */
export function auditPopup(moderator: Moderator, action: string, popup: Popup, trx: TransactionClientContract) {
  const details = { is_active: popup.isActive, description: popup.description }
  return recordAudit({ actorId: moderator.actorId, action, targetType: 'popup', targetId: popup.id, details }, trx)
}

/**
 * A saved popup forgets the visitors' popup inside the transaction (services/cache/model_invalidations.ts);
 * a visitor asking before the commit would remember the old one, so it is forgotten again once committed.
 */
export async function forgetVisitorPopupAfterCommit<T>(result: T): Promise<T> {
  if (result !== undefined) await visitorPopups.delete('active')
  return result
}
