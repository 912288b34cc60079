/*
 * Request shapes of invitations, registration, password reset and account settings
 * (member-spec §5). Usernames may not contain "@": login tells e-mails from usernames by it.
 */
import vine from '@vinejs/vine'
import { POST_LIMITS } from '@dilemma/contract/limits'
import { LANGUAGES } from '@dilemma/contract/languages'
import { canonicalUsername, hasHiddenCharacters } from '#rules/username_rules'
import type { Infer } from '@vinejs/vine/types'

const email = () => vine.string().trim().maxLength(191).email()
const language = () => vine.enum(LANGUAGES).optional()
// First, so that the length and character rules judge the form that is stored.
const toCanonicalUsername = vine.createRule((value, _, field) => {
  if (field.isValid) field.mutate(canonicalUsername(value as string), field)
})
const visibleCharactersOnly = vine.createRule((value, _, field) => {
  if (field.isValid && hasHiddenCharacters(value as string)) {
    field.report(
      'The username may not contain invisible, control or text-direction characters.',
      'username.hiddenCharacters',
      field,
    )
  }
})
const username = () =>
  vine
    .string()
    .use(toCanonicalUsername())
    .use(visibleCharactersOnly())
    .minLength(3)
    .maxLength(50)
    .regex(/^[^@]*$/)
const newPassword = () => vine.string().minLength(6).maxLength(128)
const bio = () => vine.string().trim().maxLength(300).nullable().optional()
// The content type is checked by magic bytes when the image is stored, not by the extension.
const image = () => vine.file({ size: POST_LIMITS.imageBytes }).optional()
const token = () => vine.string().trim().minLength(1).maxLength(200)

export const createInvitationsValidator = vine.compile(
  vine.object({
    emails: vine.array(email()).minLength(1).maxLength(500),
    expiresInDays: vine.number().withoutDecimals().min(1).max(365).optional(),
    language: language(),
  }),
)

export const listInvitationsValidator = vine.compile(
  vine.object({
    status: vine.enum(['pending', 'used', 'expired'] as const).optional(),
    search: vine.string().trim().maxLength(191).optional(),
    page: vine.number().withoutDecimals().min(1).optional(),
    limit: vine.number().withoutDecimals().min(1).max(500).optional(),
  }),
)
export type ListInvitationsQuery = Infer<typeof listInvitationsValidator>

export const initiateRegistrationValidator = vine.compile(vine.object({ email: email(), language: language() }))

export const completeRegistrationValidator = vine.compile(
  vine.object({
    token: token(),
    username: username(),
    password: newPassword(),
    bio: bio(),
    avatar: image(),
    language: language(),
  }),
)

export const forgotPasswordValidator = vine.compile(vine.object({ email: email(), language: language() }))

export const resetPasswordValidator = vine.compile(
  vine.object({
    token: token(),
    newPassword: newPassword(),
    confirmPassword: vine.string().sameAs('newPassword'),
  }),
)

export const updateProfileValidator = vine.compile(
  vine.object({
    username: username().optional(),
    bio: bio(),
    avatar: image(),
    language: language(),
  }),
)

export const changePasswordValidator = vine.compile(
  vine.object({
    currentPassword: vine.string().maxLength(128).optional(),
    newPassword: newPassword(),
  }),
)

export const deleteAccountValidator = vine.compile(
  vine.object({
    // Empty fields arrive as null: "not given", answered with CONFIRMATION_REQUIRED.
    password: vine.string().maxLength(128).nullable().optional(),
    username: vine.string().maxLength(191).nullable().optional(),
  }),
)

/** Asking for the data archive is confirmed as deletion is: her password, or her username without one. */
export const accountConfirmationValidator = deleteAccountValidator

export const googleUrlValidator = vine.compile(vine.object({ action: vine.enum(['register', 'login'] as const) }))
