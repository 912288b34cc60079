import hash from '@adonisjs/core/services/hash'
import User, { normalizeEmail, normalizeUsername } from '#models/user'
import { authErrors } from '#exceptions/auth_errors'

let dummyHash: Promise<string> | undefined

/**
 * Finds the account by username or e-mail and checks the password. Unknown accounts and
 * Google-only accounts verify against a dummy hash, so every failure costs the same time and
 * answers the same INVALID_CREDENTIALS.
 */
export async function verifyCredentials(usernameOrEmail: string, password: string): Promise<User> {
  const identifier = usernameOrEmail.trim()
  const user = await User.query()
    .whereNull('deleted_at')
    .if(
      identifier.includes('@'),
      (query) => query.where('email', normalizeEmail(identifier)),
      (query) => query.where('username_normalized', normalizeUsername(identifier)),
    )
    .first()

  if (!user?.password) {
    dummyHash ??= hash.make('dilemma-dummy-password')
    await hash.verify(await dummyHash, password)
    throw authErrors.invalidCredentials()
  }
  if (!(await hash.verify(user.password, password))) throw authErrors.invalidCredentials()
  return user
}
