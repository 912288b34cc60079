import { AI_GENERATED_CATEGORY_SLUG, type Category } from '@dilemma/api-client'

/** The 'uncategorised' category, whose tags the tags tab lists (admin-spec §9). */
export const UNCATEGORISED_CATEGORY_ID = 5

/**
 * The categories a tag can move to: all but the uncategorised one (the admin sees it too) and
 * 'AI Generated', which holds only the product's own tag (the server refuses CATEGORY_RESERVED).
 */
export function categoryChoices(categories: readonly Category[]): Category[] {
  return categories.filter(
    (category) => category.id !== UNCATEGORISED_CATEGORY_ID && category.slug !== AI_GENERATED_CATEGORY_SLUG,
  )
}

/** The category chosen in a tag's dropdown; undefined when nothing (or nothing known) was chosen. */
export function chosenCategory(choices: readonly Category[], value: string | null): Category | undefined {
  if (value === null || value === '') return undefined
  return choices.find((category) => String(category.id) === value)
}
