import { DateTime } from 'luxon'
import Invitation from '#models/invitation'

/** An invitation for `email`, valid for a week unless told otherwise. */
export function invite(email: string, expiresAt = DateTime.utc().plus({ days: 7 })) {
  return Invitation.create({ email, expiresAt, invitedBy: null })
}
