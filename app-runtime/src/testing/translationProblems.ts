type Catalog = Record<string, string>

/**
 * Every problem of a set of per-language message catalogues: a key missing in one language,
 * an empty text, or a key outside the app's own prefixes. An empty list means complete.
 */
export function translationProblems(catalogs: Record<string, Catalog>, allowedPrefixes: readonly string[]): string[] {
  const allKeys = new Set(Object.values(catalogs).flatMap((catalog) => Object.keys(catalog)))
  const problems: string[] = []
  for (const key of allKeys) {
    if (!allowedPrefixes.some((prefix) => key.startsWith(prefix))) problems.push(`${key}: foreign prefix`)
    for (const [language, catalog] of Object.entries(catalogs)) {
      const text = catalog[key]
      if (text === undefined) problems.push(`${key}: missing in ${language}`)
      else if (text.trim() === '') problems.push(`${key}: empty in ${language}`)
    }
  }
  return problems
}
