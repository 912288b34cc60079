import vine from '@vinejs/vine'

export const loginValidator = vine.compile(
  vine.object({
    usernameOrEmail: vine.string().trim().minLength(1).maxLength(191),
    password: vine.string().minLength(1).maxLength(128),
  }),
)
