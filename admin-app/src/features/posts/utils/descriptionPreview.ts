import { truncateText } from '@dilemma/design-system/widgets'

/** How much of a post's description the posts grid shows (admin-spec §9). */
export const descriptionPreviewLength = 100

/** The description as the grid shows it: at most 100 characters, then an ellipsis. */
export function descriptionPreview(description: string): string {
  return truncateText(description, descriptionPreviewLength).text
}
