import { DateTime } from 'luxon'
import type Invitation from '#models/invitation'
import type * as Wire from '@dilemma/contract'

export type InvitationStatus = Wire.InvitationStatus

export function invitationStatus(invitation: Invitation, now = DateTime.utc()): InvitationStatus {
  if (invitation.usedAt) return 'used'
  return invitation.expiresAt <= now ? 'expired' : 'pending'
}

/** The admin's view of an invitation. */
export const InvitationSerializer = {
  forAdmin(invitation: Invitation): Wire.Invitation {
    return {
      id: invitation.id,
      email: invitation.email,
      status: invitationStatus(invitation),
      expires_at: invitation.expiresAt.toISO()!,
      used_at: invitation.usedAt?.toISO() ?? null,
      created_at: invitation.createdAt.toISO()!,
      invited_by: invitation.inviter?.username ?? null,
    }
  },
}
