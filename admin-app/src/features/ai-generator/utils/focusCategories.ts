import type { FocusCategoryId, GenerateQuestionRequest } from '@dilemma/api-client'

/** The six focus categories of admin-spec §3; their names and descriptions are translated by id. */
export const focusCategoryIds: readonly FocusCategoryId[] = [1, 2, 3, 4, 5, 6]

export type OptionCount = GenerateQuestionRequest['optionCount']

/** How many answer options the AI may write (admin-spec §5, §9). */
export const optionCounts: readonly OptionCount[] = [2, 3, 4]

export const defaultOptionCount: OptionCount = 2

/**
 * Every generation picks one of the six at random (admin-spec §2); a regeneration leaves out the
 * category of the question on screen, since the mock service writes one question per category.
 * `random` is like `Math.random`.
 */
export function randomFocusCategory(except?: FocusCategoryId, random: () => number = Math.random): FocusCategoryId {
  const choices = focusCategoryIds.filter((id) => id !== except)
  const index = Math.min(Math.floor(random() * choices.length), choices.length - 1)
  return choices[index] ?? 1
}

export function isOptionCount(value: unknown): value is OptionCount {
  return (optionCounts as readonly unknown[]).includes(value)
}
