import { describe, expect, it } from 'vitest'
import { avatarFileProblem, usernameProblem } from './profileRules'

describe('usernameProblem', () => {
  it('accepts 3 to 50 characters after trimming', () => {
    expect(usernameProblem('  ada ')).toBeNull()
    expect(usernameProblem('x'.repeat(50))).toBeNull()
  })

  it.each([
    ['', 'member.validation.usernameRequired'],
    ['   ', 'member.validation.usernameRequired'],
    [' ab ', 'member.validation.usernameTooShort'],
    ['x'.repeat(51), 'member.validation.usernameTooLong'],
    ['ada@home', 'member.validation.usernameNoAt'],
  ])('refuses %j', (value, problem) => {
    expect(usernameProblem(value)).toBe(problem)
  })
})

describe('avatarFileProblem', () => {
  const megabytes = (count: number) => count * 1024 * 1024

  it.each(['image/jpeg', 'image/png', 'image/gif', 'image/webp'])('accepts %s up to 5 MB', (type) => {
    expect(avatarFileProblem({ type, size: megabytes(5) })).toBeNull()
  })

  it('refuses other types and larger files', () => {
    expect(avatarFileProblem({ type: 'image/svg+xml', size: 100 })).toBe('member.validation.imageType')
    expect(avatarFileProblem({ type: 'application/pdf', size: 100 })).toBe('member.validation.imageType')
    expect(avatarFileProblem({ type: 'image/png', size: megabytes(5) + 1 })).toBe('member.validation.imageTooLarge')
  })
})
