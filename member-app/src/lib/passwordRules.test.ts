import { describe, expect, it } from 'vitest'
import { newPasswordProblems } from './passwordRules'

describe('newPasswordProblems', () => {
  it('accepts a matching password of 6 to 128 characters', () => {
    expect(newPasswordProblems('secret', 'secret')).toEqual({})
    expect(newPasswordProblems('p'.repeat(128), 'p'.repeat(128))).toEqual({})
  })

  it('requires a password of the right length', () => {
    expect(newPasswordProblems('', '')).toEqual({ password: 'member.validation.passwordRequired' })
    expect(newPasswordProblems('12345', '12345')).toEqual({ password: 'member.validation.passwordTooShort' })
    expect(newPasswordProblems('p'.repeat(129), 'p'.repeat(129))).toEqual({
      password: 'member.validation.passwordTooLong',
    })
  })

  it('requires the confirmation to match', () => {
    expect(newPasswordProblems('secret', 'secreT')).toEqual({ confirmation: 'member.validation.passwordsDoNotMatch' })
  })
})
