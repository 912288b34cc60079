import { OPTION_LETTERS, PAID_ROLES, type CreatePostRequest, type OptionLetter, type Role } from '@dilemma/api-client'
import { IMAGE_TYPES, POST_LIMITS } from '@/entities/post'

export type LimitMode = 'votes' | 'time'

export interface AddPostForm {
  title: string
  description: string
  options: Record<OptionLetter, string>
  images: Partial<Record<OptionLetter, File>>
  limitMode: LimitMode
  /** As typed into the number input: a number, or '' while empty. */
  voteLimit: number | string
  timeLimitHours: number | string
  tags: string[]
  aiEnabled: boolean
}

export const emptyAddPostForm = (): AddPostForm => ({
  title: '',
  description: '',
  options: { a: '', b: '', c: '', d: '' },
  images: {},
  limitMode: 'votes',
  voteLimit: POST_LIMITS.voteLimit.default,
  timeLimitHours: POST_LIMITS.timeLimitHours.default,
  tags: [],
  aiEnabled: false,
})

export type AddPostField =
  'title' | 'description' | 'options' | `option_${OptionLetter}` | 'voteLimit' | 'timeLimitHours'

/** Field → message id of the first problem; empty when the form may be sent. */
export type AddPostErrors = Partial<Record<AddPostField, string>>

/** Options C and D, their images and the AI analysis belong to the paid plans (and admins). */
export function mayUsePaidFeatures(role: Role | undefined): boolean {
  return role !== undefined && PAID_ROLES.includes(role)
}

export function isValidVoteLimit(value: number | string): boolean {
  const { min, max } = POST_LIMITS.voteLimit
  return typeof value === 'number' && Number.isInteger(value) && value % 2 === 1 && value >= min && value <= max
}

export function isValidTimeLimit(value: number | string): boolean {
  const { min, max } = POST_LIMITS.timeLimitHours
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

/** Why an image cannot be used ('type' or 'size'), or null when it can. */
export function imageProblem(file: File): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type'
  return file.size > POST_LIMITS.imageBytes ? 'size' : null
}

const ids = {
  required: 'member.posts.form.required',
  tooLong: 'member.posts.form.tooLong',
  twoOptions: 'member.posts.form.twoOptionsRequired',
  voteLimit: 'member.posts.form.voteLimitInvalid',
  timeLimit: 'member.posts.form.timeLimitInvalid',
  dNeedsC: 'member.posts.form.optionDNeedsC',
} as const

/** Every rule of member-spec §5 "Add post" that the form can check itself. */
export function validateAddPost(form: AddPostForm): AddPostErrors {
  const errors: AddPostErrors = {}
  const title = form.title.trim()
  const description = form.description.trim()
  if (!title) errors.title = ids.required
  else if (title.length > POST_LIMITS.titleOnCreate) errors.title = ids.tooLong
  if (!description) errors.description = ids.required
  else if (description.length > POST_LIMITS.description) errors.description = ids.tooLong
  if (!form.options.a.trim() || !form.options.b.trim()) errors.options = ids.twoOptions
  for (const letter of OPTION_LETTERS) {
    if (form.options[letter].trim().length > POST_LIMITS.option) errors[`option_${letter}`] = ids.tooLong
  }
  if (form.options.d.trim() && !form.options.c.trim()) errors.option_d ??= ids.dNeedsC
  if (form.limitMode === 'votes' && !isValidVoteLimit(form.voteLimit)) errors.voteLimit = ids.voteLimit
  if (form.limitMode === 'time' && !isValidTimeLimit(form.timeLimitHours)) errors.timeLimitHours = ids.timeLimit
  return errors
}

/** The request for a valid form: trimmed texts, only the chosen limit, paid extras only when allowed. */
export function toCreatePostRequest(form: AddPostForm, role: Role | undefined): CreatePostRequest {
  const paid = mayUsePaidFeatures(role)
  const optional = (text: string) => (paid && text.trim() ? text.trim() : undefined)
  const c = optional(form.options.c)
  const d = optional(form.options.d)
  const image = (letter: OptionLetter, present = true) => (paid && present ? form.images[letter] : undefined)
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    option_a: form.options.a.trim(),
    option_b: form.options.b.trim(),
    option_c: c,
    option_d: d,
    vote_limit: form.limitMode === 'votes' ? Number(form.voteLimit) : undefined,
    time_limit: form.limitMode === 'time' ? Number(form.timeLimitHours) : undefined,
    tags: form.tags.length ? form.tags : undefined,
    ai_enabled: paid && form.aiEnabled ? true : undefined,
    image_a: image('a'),
    image_b: image('b'),
    image_c: image('c', Boolean(c)),
    image_d: image('d', Boolean(d)),
  }
}
