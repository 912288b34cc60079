import User, { normalizeEmail, normalizeUsername } from '#models/user'

/** What a login form's "username or e-mail" field names: an e-mail when it has an @. */
export function loginName(usernameOrEmail: string) {
  const typed = usernameOrEmail.trim()
  return typed.includes('@')
    ? { column: 'email', value: normalizeEmail(typed) }
    : { column: 'username_normalized', value: normalizeUsername(typed) }
}

/** The live account a login names, or null. */
export function findLoginAccount(name: ReturnType<typeof loginName>): Promise<User | null> {
  return User.query().whereNull('deleted_at').where(name.column, name.value).first()
}
