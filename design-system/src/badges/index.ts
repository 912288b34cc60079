// `@dilemma/design-system/badges`: the badge art and texts on their own, not a shared module. The
// shell's badge notifications import it from their lazy chunk, so that neither the shell's first
// page nor its first new badge loads the whole `extras` entry. The member app gets the same
// modules through `extras` (in the shell's build both are one module, so one `badgeMessages`).
export { BadgeIcon } from './BadgeIcon'
export type { BadgeIconProps } from './BadgeIcon'
export { tierColors } from './badgeArt'
export { badgeMessages, useBadgeTexts } from './badgeMessages'
export type { BadgeTexts, NamedBadge } from './badgeMessages'
