import type User from '#models/user'
import { normalizeUsername } from '#models/user'
import { accountErrors } from '#exceptions/account_errors'
import { confirmCurrentPassword } from '#services/accounts/confirm_current_password'
import { canonicalUsername } from '#rules/username_rules'

export interface DeletionConsent {
  /** Required when the account has a password. */
  password?: string | null
  /** Accounts that only sign in with Google have no password: they type their username instead. */
  username?: string | null
}

/** Her current password, or her username for an account without one (deletion, data export). */
export async function ensureConsent(user: User, consent: DeletionConsent) {
  if (user.password) {
    if (!consent.password) throw accountErrors.confirmationRequired()
    await confirmCurrentPassword(user, consent.password)
    return
  }
  if (!consent.username) throw accountErrors.confirmationRequired()
  if (!sameUsername(consent.username, user.username)) throw accountErrors.usernameMismatch()
}

/** As at login: letter case and compatibility forms (fullwidth letters) do not matter. */
function sameUsername(typed: string, own: string) {
  return normalizeUsername(canonicalUsername(typed)) === normalizeUsername(own)
}
