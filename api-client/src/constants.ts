// The contract's enumerations a client needs at run time (option lists, CLI choices).
import type { Role, SocialCardFormat } from '@dilemma/contract'

/** Every member of `Union` is in `List` (a compile error names the missing ones otherwise). */
type Complete<List extends readonly unknown[], Union> = [Exclude<Union, List[number]>] extends [never] ? List : never

const roles = ['user', 'prouser', 'premiumuser', 'admin'] as const satisfies readonly Role[]
const socialCardFormats = ['card', 'square', 'story'] as const satisfies readonly SocialCardFormat[]

/** The roles of the product, lowest first. */
export const ROLES: Complete<typeof roles, Role> = roles

export const SOCIAL_CARD_FORMATS: Complete<typeof socialCardFormats, SocialCardFormat> = socialCardFormats

export {
  APPEAL_MAX_LENGTH,
  APPEAL_WINDOW_DAYS,
  MODERATION_REASONS,
  MODERATION_TEXT_MAX_LENGTH,
  SUSPENSION_DAYS,
} from '@dilemma/contract/moderation'
