import type * as Wire from '@dilemma/contract'
import { DateTime } from 'luxon'
import Invitation from '#models/invitation'
import User, { normalizeEmail } from '#models/user'
import { isUniqueViolation } from '#services/sql/sql_results'
import { clientLink, sendMail } from '#services/mail/mailer'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'
import { invitationMail } from '#services/mail/templates/invitation_mail'
import type { Language } from '#services/i18n/languages'

const DEFAULT_INVITATION_DAYS = 14

export interface CreateInvitationsInput {
  emails: string[]
  expiresInDays?: number
  language: Language
  invitedBy: number
}

export interface InvitationResult {
  invitation: Invitation
  /** `renewed`: the address had an invitation already; it now runs from today. */
  outcome: Wire.CreatedInvitation['outcome']
  mailSent: boolean
}

export interface CreateInvitationsResult {
  invited: InvitationResult[]
  /** Addresses that already belong to an account. */
  alreadyRegistered: string[]
}

/**
 * Invites every address once (duplicates in the list collapse), renews an existing invitation,
 * skips addresses that already have an account, and mails each invitee the register link.
 */
export default class CreateInvitations {
  static async handle(input: CreateInvitationsInput): Promise<CreateInvitationsResult> {
    const emails = [...new Set(input.emails.map(normalizeEmail))]
    const expiresAt = DateTime.utc().plus({ days: input.expiresInDays ?? DEFAULT_INVITATION_DAYS })
    const registered = new Set((await User.query().whereIn('email', emails).select('email')).map((user) => user.email))

    const result: CreateInvitationsResult = { invited: [], alreadyRegistered: [] }
    for (const email of emails) {
      if (registered.has(email)) {
        result.alreadyRegistered.push(email)
        continue
      }
      const { invitation, outcome } = await upsertInvitation(email, expiresAt, input.invitedBy)
      const mail = invitationMail(
        input.language,
        clientLink(CLIENT_PATHS.register),
        expiresAt.setLocale(input.language).toLocaleString(DateTime.DATE_FULL),
      )
      result.invited.push({ invitation, outcome, mailSent: await sendMail(email, mail) })
    }
    return result
  }
}

async function upsertInvitation(email: string, expiresAt: DateTime, invitedBy: number) {
  const existing = await Invitation.findBy('email', email)
  if (existing) return { invitation: await renew(existing, expiresAt, invitedBy), outcome: 'renewed' as const }
  try {
    return { invitation: await Invitation.create({ email, expiresAt, invitedBy }), outcome: 'invited' as const }
  } catch (error) {
    // Invited by someone else a moment ago: the unique index decided, renew theirs.
    if (!isUniqueViolation(error)) throw error
    return {
      invitation: await renew(await Invitation.findByOrFail('email', email), expiresAt, invitedBy),
      outcome: 'renewed' as const,
    }
  }
}

/** A renewed invitation is a fresh one: a pending registration link of the old one dies. */
function renew(invitation: Invitation, expiresAt: DateTime, invitedBy: number) {
  return invitation.merge({ expiresAt, invitedBy, usedAt: null, tokenHash: null, tokenExpiresAt: null }).save()
}
