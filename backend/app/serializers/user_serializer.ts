import type User from '#models/user'
import { isFeaturedRole } from '#rules/roles'
import type * as Wire from '@dilemma/contract'

/** What the wire sees of a user; never `toJSON()` of the model. */
export const UserSerializer = {
  /** The signed-in user's own account (GET /users/me, login). */
  forSelf(user: User): Wire.User {
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      role: user.currentRole,
      is_email_verified: user.isEmailVerified,
      avatar_url: user.avatarUrl,
      bio: user.bio,
      language: user.language,
      has_password: user.password !== null,
      created_at: user.createdAt.toISO()!,
      username_last_changed_at: user.usernameLastChangedAt?.toISO() ?? null,
      last_login_at: user.lastLoginAt?.toISO() ?? null,
      current_login_streak: user.currentLoginStreak,
      max_login_streak: user.maxLoginStreak,
      trial_ends_at: user.trialEndsAt?.toISO() ?? null,
    }
  },

  /**
   * What anyone may see of a member (GET /users/:id/public-profile): the role as her poll cards
   * show it, nothing private (no e-mail, sign-in or trial data).
   */
  forPublicProfile(user: User): Wire.PublicProfile {
    const role = user.currentRole
    return {
      id: user.id,
      username: user.username,
      avatar_url: user.avatarUrl,
      role,
      is_featured: isFeaturedRole(role),
      bio: user.bio,
      created_at: user.createdAt.toISO()!,
    }
  },
}
