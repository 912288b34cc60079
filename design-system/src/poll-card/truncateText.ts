export interface TruncatedText {
  text: string
  truncated: boolean
}

/**
 * The first `limit` characters of `text` plus an ellipsis, cut at the last space when one is
 * near, so a word is not broken; text within the limit is returned as it is.
 */
export function truncateText(text: string, limit: number): TruncatedText {
  const characters = Array.from(text)
  if (characters.length <= limit) return { text, truncated: false }
  const head = characters.slice(0, limit).join('')
  const lastSpace = head.lastIndexOf(' ')
  const cut = lastSpace >= limit * 0.6 ? head.slice(0, lastSpace) : head
  return { text: `${cut.trimEnd()}…`, truncated: true }
}
