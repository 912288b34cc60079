import Invitation from '#models/invitation'
import { accountErrors } from '#exceptions/account_errors'
import { affectedRows } from '#services/sql/sql_results'

/**
 * Withdraws an unused invitation: the address can no longer register and a registration link
 * already sent stops working. A used invitation belongs to an account and stays. A dry run makes
 * the same checks and deletes nothing.
 */
export default class RevokeInvitation {
  static async handle({ id, dryRun = false }: { id: number; dryRun?: boolean }): Promise<void> {
    const invitation = await Invitation.find(id)
    if (!invitation) throw accountErrors.invitationNotFound()
    if (dryRun) {
      if (invitation.usedAt !== null) throw accountErrors.invitationAlreadyUsed()
      return
    }
    const deleted = await Invitation.query().where('id', id).whereNull('used_at').delete()
    if (affectedRows(deleted) === 0) throw accountErrors.invitationAlreadyUsed()
  }
}
