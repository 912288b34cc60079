import type { Post } from '@dilemma/api-client'
import { truncateText } from '@dilemma/design-system/widgets'

/** Share descriptions are cut to 160 characters (member-spec §9). */
export const SHARE_DESCRIPTION_LIMIT = 160

export interface ShareMeta {
  title: string
  description: string
  image: string | null
}

/** Page title "<post title> – Dilemma", the cut description and the first option image. */
export function shareMetaOf(
  post: Pick<Post, 'title' | 'description' | 'image_a' | 'image_b' | 'image_c' | 'image_d'>,
): ShareMeta {
  return {
    title: `${post.title} – Dilemma`,
    description: truncateText(post.description, SHARE_DESCRIPTION_LIMIT).text,
    image: post.image_a ?? post.image_b ?? post.image_c ?? post.image_d,
  }
}
