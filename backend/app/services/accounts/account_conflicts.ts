import { accountErrors } from '#exceptions/account_errors'
import { isUniqueViolation } from '#services/sql/sql_results'
import type { ApiException } from '#exceptions/api_exception'

/**
 * The API error for a unique-index violation on users: the index decides who gets a username or
 * an e-mail, never a check before the insert. Null for any other error.
 */
export function accountConflictFrom(error: unknown): ApiException | null {
  if (!isUniqueViolation(error)) return null
  const message = String((error as Error).message)
  // The same name in another letter case, or a lookalike of it (username_rules.ts).
  if (message.includes('username_normalized') || message.includes('username_skeleton_hash')) {
    return accountErrors.usernameTaken()
  }
  if (message.includes('email')) return accountErrors.emailExists()
  return null
}
