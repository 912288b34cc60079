import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { authErrors } from '#exceptions/auth_errors'

let dummyHash: Promise<string> | undefined

/**
 * Checks the password of the account a login names (null: no such account). Unknown and
 * Google-only accounts verify against a dummy hash, so every failure costs the same time and
 * answers the same INVALID_CREDENTIALS.
 */
export default class VerifyCredentials {
  static async handle({ account, password }: { account: User | null; password: string }): Promise<User> {
    if (!account?.password) {
      dummyHash ??= hash.make('dilemma-dummy-password')
      await hash.verify(await dummyHash, password)
      throw authErrors.invalidCredentials()
    }
    if (!(await hash.verify(account.password, password))) throw authErrors.invalidCredentials()
    return account
  }
}
