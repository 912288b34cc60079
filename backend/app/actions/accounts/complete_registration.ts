import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { findRegistrationInvitation } from '#queries/accounts/find_registration_invitation'
import { accountErrors } from '#exceptions/account_errors'
import RegisterInvitedMember from '#actions/accounts/register_invited_member'
import { removeAvatar, storeAvatar } from '#services/images/avatar_storage'
import { hashToken } from '#services/accounts/session_tokens'
import type { Language } from '#services/i18n/languages'

export interface CompleteRegistrationInput {
  token: string
  username: string
  password: string
  bio?: string | null
  /** Temporary path of the uploaded avatar, if any. */
  avatarPath?: string
  language: Language
}

/** Second step of registering: the link's token, the profile and the password make the account. */
export default class CompleteRegistration {
  static async handle(input: CompleteRegistrationInput): Promise<User> {
    const tokenHash = hashToken(input.token)
    const invitation = await findRegistrationInvitation(input.token)
    if (!invitation) throw accountErrors.invalidOrExpiredToken()

    const password = await hash.make(input.password)
    const avatarUrl = input.avatarPath ? await storeAvatar(input.avatarPath) : null
    try {
      return await RegisterInvitedMember.handle({
        claim: { invitationId: invitation.id, tokenHash, onUnavailable: accountErrors.invalidOrExpiredToken },
        member: {
          email: invitation.email,
          username: input.username,
          password,
          googleId: null,
          bio: input.bio ?? null,
          avatarUrl,
          language: input.language,
        },
      })
    } catch (error) {
      await removeAvatar(avatarUrl)
      throw error
    }
  }
}
