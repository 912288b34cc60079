/** What the auth-success page does with its query (member-spec §2 Auth-success). */
export type AuthSuccessOutcome = { kind: 'verify-session' } | { kind: 'error'; messageId: string }

const knownErrors = ['auth_error', 'uninvited', 'email_exists', 'google_user_not_found'] as const

function isKnownError(value: string): value is (typeof knownErrors)[number] {
  return (knownErrors as readonly string[]).includes(value)
}

function isUserJson(value: string): boolean {
  try {
    const user: unknown = JSON.parse(value)
    return typeof user === 'object' && user !== null && typeof (user as { id?: unknown }).id === 'number'
  } catch {
    return false
  }
}

/** An `error` parameter wins; otherwise a user (URL-decoded JSON) must be there to verify the session. */
export function authSuccessOutcome(query: URLSearchParams): AuthSuccessOutcome {
  const error = query.get('error')
  if (error !== null) {
    const messageId = isKnownError(error) ? `member.authSuccess.error.${error}` : 'member.authSuccess.error.unknown'
    return { kind: 'error', messageId }
  }
  const user = query.get('user')
  if (user === null || !isUserJson(user)) return { kind: 'error', messageId: 'member.authSuccess.error.missingData' }
  return { kind: 'verify-session' }
}
