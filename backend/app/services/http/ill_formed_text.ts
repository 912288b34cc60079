/**
 * Finds the first string (value or key) holding ill-formed Unicode (a lone UTF-16 surrogate)
 * anywhere in parsed input, and names it by its path (`email`, `options.2.text`). Rules written
 * for text (e-mail, URL, length in graphemes) may throw on such strings, so they are refused
 * before any rule runs.
 */
export function findIllFormedField(input: unknown, path = ''): string | null {
  if (typeof input === 'string') return input.isWellFormed() ? null : path
  if (typeof input !== 'object' || input === null) return null
  for (const [key, value] of Object.entries(input)) {
    const field = path ? `${path}.${key}` : key
    if (!key.isWellFormed()) return field.toWellFormed()
    const found = findIllFormedField(value, field)
    if (found !== null) return found
  }
  return null
}
