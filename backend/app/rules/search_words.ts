/**
 * The words search knows, the same on every database: letters and digits in any script, folded
 * (diacritics removed, lowercased: "Kreşe" is "krese"), from MIN_WORD_LENGTH characters on and
 * cut at MAX_WORD_LENGTH. A post's words are stored in post_search_words; a search's words match
 * them as prefixes.
 */
export const MIN_WORD_LENGTH = 3
export const MAX_WORD_LENGTH = 64

export function searchWordsOf(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase()
  const words = (folded.match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((word) => word.length >= MIN_WORD_LENGTH)
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
  return [...new Set(words)]
}

/** The words of a post's title and description, as stored. */
export function postSearchWordsOf(post: { title: string; description?: string | null }): string[] {
  return searchWordsOf(`${post.title} ${post.description ?? ''}`)
}
