import { POST_LIMITS } from '@/entities/post'

export interface TagAddition {
  tags: string[]
  /** Why the name was not added: a fourth tag, or one already chosen. */
  refusal?: 'tooMany' | 'duplicate'
}

/** Adds a tag name unless the post has 3 already or has it (case-insensitive). */
export function addTag(tags: readonly string[], name: string): TagAddition {
  if (tags.some((tag) => tag.toLowerCase() === name.toLowerCase())) return { tags: [...tags], refusal: 'duplicate' }
  if (tags.length >= POST_LIMITS.tagsPerPost) return { tags: [...tags], refusal: 'tooMany' }
  return { tags: [...tags, name] }
}
