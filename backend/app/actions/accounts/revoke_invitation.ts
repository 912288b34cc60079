import Invitation from '#models/invitation'
import { accountErrors } from '#exceptions/account_errors'
import { affectedRows } from '#services/sql_results'

/**
 * Withdraws an unused invitation: the address can no longer register and a registration link
 * already sent stops working. A used invitation belongs to an account and stays.
 */
export async function revokeInvitation(id: number) {
  const invitation = await Invitation.find(id)
  if (!invitation) throw accountErrors.invitationNotFound()
  const deleted = await Invitation.query().where('id', id).whereNull('used_at').delete()
  if (affectedRows(deleted) === 0) throw accountErrors.invitationAlreadyUsed()
}
