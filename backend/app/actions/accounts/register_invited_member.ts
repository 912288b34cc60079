import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Invitation from '#models/invitation'
import User from '#models/user'
import type { ApiException } from '#exceptions/api_exception'
import { accountConflictFrom } from '#services/accounts/account_conflicts'
import { affectedRows } from '#services/sql/sql_results'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { refuseReservedUsername } from '#rules/username_rules'
import { refuseBlockedWords } from '#services/moderation/watched_words'
import type { Language } from '#services/i18n/languages'
import { TRIAL_DAYS } from '#rules/trial'

export interface NewMember {
  email: string
  username: string
  /** Already hashed; null for Google-only accounts. */
  password: string | null
  googleId: string | null
  bio: string | null
  avatarUrl: string | null
  language: Language
}

export interface InvitationClaim {
  invitationId: number
  /** Registration by mail link: the link's token must still be the invitation's current one. */
  tokenHash?: string
  /** The error when the invitation was used, revoked or expired in the meantime. */
  onUnavailable: () => ApiException
}

/**
 * Creates the account of an invited person in one transaction: the invitation is claimed by a
 * conditional UPDATE (so one invitation makes one account, whatever the concurrency), then the
 * user is created verified, with the 30-day Pro trial and this registration as first login.
 */
export default class RegisterInvitedMember {
  static async handle({ claim, member }: { claim: InvitationClaim; member: NewMember }): Promise<User> {
    refuseReservedUsername(member.username)
    await refuseBlockedWords({ username: member.username })
    const now = DateTime.utc()
    const sqlNow = toSqlDateTime(now)
    try {
      return await db.transaction(async (trx) => {
        const claimed = await Invitation.query({ client: trx })
          .where('id', claim.invitationId)
          .whereNull('used_at')
          .if(
            claim.tokenHash,
            (query) => query.where('token_hash', claim.tokenHash!).where('token_expires_at', '>', sqlNow),
            (query) => query.where('expires_at', '>', sqlNow),
          )
          .update({ used_at: sqlNow, updated_at: sqlNow })
        if (affectedRows(claimed) !== 1) throw claim.onUnavailable()

        return User.create(
          {
            ...member,
            role: 'user',
            isEmailVerified: true,
            trialEndsAt: now.plus({ days: TRIAL_DAYS }),
            lastLoginAt: now,
            currentLoginStreak: 1,
            maxLoginStreak: 1,
          },
          { client: trx },
        )
      })
    } catch (error) {
      throw accountConflictFrom(error) ?? error
    }
  }
}
