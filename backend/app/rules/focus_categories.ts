/** The six focus categories of the AI question generator (admin-spec §3), by id. */
export const FOCUS_CATEGORIES = {
  1: { name: 'structural', topics: 'career, economic independence, housework' },
  2: { name: 'relational', topics: 'marriage, friendship, family dynamics' },
  3: { name: 'life stages', topics: 'youth, middle age, menopause' },
  4: { name: 'societal', topics: 'gender roles, pressures, judgments' },
  5: { name: 'physical', topics: 'health, fatigue, appearance' },
  6: { name: 'emotional', topics: 'stress, anxiety, self-confidence, burnout' },
} as const

export type FocusCategoryId = keyof typeof FOCUS_CATEGORIES

export const FOCUS_CATEGORY_IDS = Object.keys(FOCUS_CATEGORIES).map(Number) as FocusCategoryId[]

export function randomFocusCategory(): FocusCategoryId {
  return FOCUS_CATEGORY_IDS[Math.floor(Math.random() * FOCUS_CATEGORY_IDS.length)]!
}
