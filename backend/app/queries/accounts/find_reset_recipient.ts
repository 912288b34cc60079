import db from '@adonisjs/lucid/services/db'
import { normalizeEmail } from '#models/user'
import { accountErrors } from '#exceptions/account_errors'

/**
 * The id of the account a reset link for `email` goes to: one with a password, else null. Unknown
 * addresses are not named; only a Google-only account is (the spec requires it). Three columns,
 * no model: a known address costs what an unknown one does before the answer (the model is built
 * after it, in RequestPasswordReset).
 */
export async function findResetRecipient(email: string): Promise<number | null> {
  const account: { id: number; password: string | null; google_id: string | null } | null = await db
    .from('users')
    .select('id', 'password', 'google_id')
    .where('email', normalizeEmail(email))
    .whereNull('deleted_at')
    .first()
  if (account && !account.password && account.google_id) throw accountErrors.googleAccountExists()
  return account?.password ? account.id : null
}
