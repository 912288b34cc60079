import { describe, expect, it } from 'vitest'
import { authSuccessOutcome } from './authSuccessOutcome'

const outcomeOf = (query: string) => authSuccessOutcome(new URLSearchParams(query))

describe('authSuccessOutcome', () => {
  it('verifies the session when the user came along', () => {
    const user = encodeURIComponent(JSON.stringify({ id: 3, username: 'ada' }))
    expect(outcomeOf(`user=${user}`)).toEqual({ kind: 'verify-session' })
  })

  it('names a known error code, and the unknown error otherwise', () => {
    expect(outcomeOf('error=uninvited')).toEqual({ kind: 'error', messageId: 'member.authSuccess.error.uninvited' })
    expect(outcomeOf('error=auth_error&user=%7B%7D')).toEqual({
      kind: 'error',
      messageId: 'member.authSuccess.error.auth_error',
    })
    expect(outcomeOf('error=boom')).toEqual({ kind: 'error', messageId: 'member.authSuccess.error.unknown' })
  })

  it('treats missing or broken user data as an error', () => {
    const missing = { kind: 'error', messageId: 'member.authSuccess.error.missingData' }
    expect(outcomeOf('')).toEqual(missing)
    expect(outcomeOf('user=not-json')).toEqual(missing)
    expect(outcomeOf(`user=${encodeURIComponent('{"username":"ada"}')}`)).toEqual(missing)
  })
})
