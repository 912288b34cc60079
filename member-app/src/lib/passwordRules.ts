// Member-spec §5: passwords are 6 characters at least (the server also caps them at 128).
export const passwordMinLength = 6
export const passwordMaxLength = 128

export interface NewPasswordProblems {
  password?: string
  confirmation?: string
}

/** Message ids of what is wrong with a new password and its confirmation; empty when both are fine. */
export function newPasswordProblems(password: string, confirmation: string): NewPasswordProblems {
  const problems: NewPasswordProblems = {}
  if (password.length === 0) problems.password = 'member.validation.passwordRequired'
  else if (password.length < passwordMinLength) problems.password = 'member.validation.passwordTooShort'
  else if (password.length > passwordMaxLength) problems.password = 'member.validation.passwordTooLong'
  if (confirmation !== password) problems.confirmation = 'member.validation.passwordsDoNotMatch'
  return problems
}
