import type { Role, User } from '@dilemma/api-client'

/** A `GET /users/me` user for component tests. */
export function sessionUser(role: Role): User {
  return {
    id: 7,
    username: 'ayse',
    email: 'ayse@example.test',
    role,
    bio: null,
    avatar_url: null,
    is_email_verified: true,
    created_at: '2025-01-01T00:00:00.000Z',
    username_last_changed_at: null,
    last_login_at: null,
    current_login_streak: 1,
    max_login_streak: 1,
    trial_ends_at: null,
    language: null,
    has_password: true,
  }
}
