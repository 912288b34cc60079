import type * as Wire from '@dilemma/contract'
import Invitation from '#models/invitation'
import User, { normalizeEmail } from '#models/user'

export interface InvitationsPreview {
  invitations: Wire.InvitationsPreview['invitations']
  /** Addresses that already belong to an account. */
  alreadyRegistered: string[]
}

/** What inviting would do to each address, without writing or mailing anything (a dry run). */
export async function previewInvitations(addresses: string[]): Promise<InvitationsPreview> {
  const emails = [...new Set(addresses.map(normalizeEmail))]
  const registered = new Set((await User.query().whereIn('email', emails).select('email')).map((user) => user.email))
  const invited = new Set(
    (await Invitation.query().whereIn('email', emails).select('email')).map((invitation) => invitation.email),
  )
  const fresh = emails.filter((email) => !registered.has(email))
  return {
    invitations: fresh.map((email) => ({ email, outcome: invited.has(email) ? 'renewed' : 'invited' })),
    alreadyRegistered: emails.filter((email) => registered.has(email)),
  }
}
