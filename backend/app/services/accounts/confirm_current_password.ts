import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { accountErrors } from '#exceptions/account_errors'
import { startCurrentPasswordAttempt } from '#services/accounts/login_throttle'

/**
 * Checks the password a signed-in member types to confirm a change of her account, under its
 * attempt limit (429 when used up); a wrong one answers WRONG_PASSWORD.
 */
export async function confirmCurrentPassword(user: User, typed: string) {
  const attempt = await startCurrentPasswordAttempt(user.id)
  if (!user.password || !(await hash.verify(user.password, typed))) throw accountErrors.wrongPassword()
  await attempt.succeeded()
}
