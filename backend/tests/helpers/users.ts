import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import type { Role } from '#rules/roles'

export const TEST_PASSWORD = 'correct horse battery'

let counter = 0

/** A verified account with TEST_PASSWORD; unique username and e-mail unless given. */
export async function createUser(
  overrides: Partial<{ username: string; email: string; role: Role; password: string | null }> = {},
) {
  counter += 1
  const password = overrides.password === undefined ? TEST_PASSWORD : overrides.password
  return User.create({
    username: overrides.username ?? `tester${counter}`,
    email: overrides.email ?? `tester${counter}@example.com`,
    role: overrides.role ?? 'user',
    password: password === null ? null : await hash.make(password),
    isEmailVerified: true,
    currentLoginStreak: 0,
    maxLoginStreak: 0,
  })
}
