// Member-spec §5 and §9: the limits of a member's profile.
export const usernameMinLength = 3
export const usernameMaxLength = 50
export const bioMaxLength = 300
export const avatarMaxBytes = 5 * 1024 * 1024
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const

/** The message id of what is wrong with a username, or null. "@" is reserved: login tells e-mails by it. */
export function usernameProblem(value: string): string | null {
  const username = value.trim()
  if (username.length === 0) return 'member.validation.usernameRequired'
  if (username.length < usernameMinLength) return 'member.validation.usernameTooShort'
  if (username.length > usernameMaxLength) return 'member.validation.usernameTooLong'
  if (username.includes('@')) return 'member.validation.usernameNoAt'
  return null
}

/** The message id of why an image cannot be an avatar, or null. The server checks the content again. */
export function avatarFileProblem(file: { type: string; size: number }): string | null {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return 'member.validation.imageType'
  if (file.size > avatarMaxBytes) return 'member.validation.imageTooLarge'
  return null
}
