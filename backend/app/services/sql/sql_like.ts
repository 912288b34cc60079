/*
 * LIKE patterns from user text. '!' escapes the wildcards: a backslash would need different
 * quoting on MySQL and SQLite. Use with `LIKE ? ESCAPE '!'`.
 */
function escapeLike(text: string): string {
  return text.replace(/[!%_]/g, (char) => `!${char}`)
}

/** Matches values containing `text`. */
export const containing = (text: string) => `%${escapeLike(text)}%`

/** Matches values starting with `text`. */
export const startingWith = (text: string) => `${escapeLike(text)}%`
