import { badgeMessages } from '@dilemma/design-system/extras'

/** The badges' names and descriptions (design-system), loaded when a badge is first shown. */
export const badgeNameTexts = [badgeMessages]
