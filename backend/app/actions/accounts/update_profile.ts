import { DateTime } from 'luxon'
import type User from '#models/user'
import { accountErrors } from '#exceptions/account_errors'
import { accountConflictFrom } from '#services/accounts/account_conflicts'
import { removeAvatar, storeAvatar } from '#services/images/avatar_storage'
import type { Language } from '#services/i18n/languages'
import { refuseReservedUsername } from '#rules/username_rules'
import { refuseBlockedWords } from '#services/moderation/watched_words'

const USERNAME_CHANGE_INTERVAL_DAYS = 30

export interface ProfileChanges {
  username?: string
  /** Null clears the bio; undefined leaves it. */
  bio?: string | null
  avatarPath?: string
  language?: Language
}

/** When the user may next change her username; null when she may now. */
function nextUsernameChangeAt(user: User, now = DateTime.utc()): DateTime | null {
  const next = user.usernameLastChangedAt?.plus({ days: USERNAME_CHANGE_INTERVAL_DAYS })
  return next && next > now ? next : null
}

/**
 * Applies what actually changed. A new username is allowed once per 30 days, is never a
 * reserved one (nor one with a blocked watched word, nor a bio with one), and is taken only if the unique indexes agree (letter case and lookalikes);
 * a new avatar replaces (and removes) the old file.
 */
export default class UpdateProfile {
  static async handle({ user, changes }: { user: User; changes: ProfileChanges }): Promise<User> {
    const now = DateTime.utc()
    await refuseBlockedWords({ username: changes.username, bio: changes.bio })
    if (changes.username !== undefined && changes.username !== user.username) {
      const nextAllowedAt = nextUsernameChangeAt(user, now)
      if (nextAllowedAt) throw accountErrors.usernameChangeTooSoon(nextAllowedAt)
      refuseReservedUsername(changes.username)
      user.merge({ username: changes.username, usernameLastChangedAt: now })
    }
    if (changes.bio !== undefined && changes.bio !== user.bio) user.bio = changes.bio
    if (changes.language !== undefined) user.language = changes.language

    const previousAvatar = user.avatarUrl
    const newAvatar = changes.avatarPath ? await storeAvatar(changes.avatarPath) : null
    if (newAvatar) user.avatarUrl = newAvatar

    try {
      await user.save()
    } catch (error) {
      await removeAvatar(newAvatar)
      throw accountConflictFrom(error) ?? error
    }
    if (newAvatar) await removeAvatar(previousAvatar)
    return user
  }
}
