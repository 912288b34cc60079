import { randomInt } from 'node:crypto'
import User, { normalizeEmail } from '#models/user'
import { accountErrors } from '#exceptions/account_errors'
import { ApiException } from '#exceptions/api_exception'
import RecordLogin from '#actions/auth/record_login'
import { findPendingInvitation } from '#queries/accounts/pending_invitation'
import RegisterInvitedMember from '#actions/accounts/register_invited_member'
import type { GoogleAction, GoogleProfile } from '#services/accounts/google_sign_in'
import type { Language } from '#services/i18n/languages'
import { usernameFromText } from '#rules/username_rules'

/** The `error` values the landing page understands (member-spec §2, Landing page). */
export type GoogleSignInRefusal = 'uninvited' | 'email_exists' | 'google_user_not_found'

export type GoogleSignInOutcome = { user: User } | { refusal: GoogleSignInRefusal }

const USERNAME_ATTEMPTS = 5

/**
 * `login` signs in the account with this Google identity or e-mail (linking the identity on
 * first use); `register` creates an account for an invited address that has none yet.
 */
export default class SignInWithGoogle {
  static async handle({
    profile,
    action,
    language,
  }: {
    profile: GoogleProfile
    action: GoogleAction
    language: Language
  }): Promise<GoogleSignInOutcome> {
    const email = normalizeEmail(profile.email)
    const existing = await User.query()
      .whereNull('deleted_at')
      .where((query) => query.where('google_id', profile.id).orWhere('email', email))
      .first()

    if (action === 'login') {
      if (!existing) return { refusal: 'google_user_not_found' }
      existing.googleId ??= profile.id
      return { user: await RecordLogin.handle({ user: existing }) }
    }

    if (existing) return { refusal: 'email_exists' }
    const invitation = await findPendingInvitation(email)
    if (!invitation) return { refusal: 'uninvited' }
    try {
      return { user: await registerWithFreeUsername(invitation.id, profile, email, language) }
    } catch (error) {
      // Lost a race: the invitation was used or revoked, or the address registered meanwhile.
      const refusal = error instanceof ApiException ? REFUSALS_BY_CODE[error.code!] : undefined
      if (refusal) return { refusal }
      throw error
    }
  }
}

const REFUSALS_BY_CODE: Record<string, GoogleSignInRefusal> = { UNINVITED: 'uninvited', EMAIL_EXISTS: 'email_exists' }

/** A username from the Google name (or the e-mail), with a number added while it is taken. */
async function registerWithFreeUsername(
  invitationId: number,
  profile: GoogleProfile,
  email: string,
  language: Language,
) {
  const base = usernameBase(profile.name, email)
  for (let attempt = 0; ; attempt++) {
    const username = attempt === 0 ? base : `${base}${randomInt(1000, 10000)}`
    try {
      return await RegisterInvitedMember.handle({
        claim: { invitationId, onUnavailable: accountErrors.uninvited },
        member: { email, username, password: null, googleId: profile.id, bio: null, avatarUrl: null, language },
      })
    } catch (error) {
      const taken = error instanceof ApiException && error.code === 'USERNAME_TAKEN'
      if (!taken || attempt + 1 >= USERNAME_ATTEMPTS) throw error
    }
  }
}

/** The Google name under the rules of a chosen username (username_rules.ts), else the address's name. */
function usernameBase(name: string | null, email: string): string {
  const fromName = usernameFromText(name ?? '')
  const fromEmail = usernameFromText(email.split('@')[0]!).replace(/[^\p{L}\p{N}._-]/gu, '')
  const candidate = fromName.length >= 3 ? fromName : fromEmail
  // Room for the number added while taken; cut between characters, never inside a surrogate pair.
  return Array.from(candidate).slice(0, 45).join('').trim().padEnd(3, '_')
}
