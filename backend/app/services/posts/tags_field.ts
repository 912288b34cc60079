/**
 * The `tags` field of POST /posts: a JSON list in multipart forms, a real array in JSON bodies.
 * Anything else is passed on unchanged for the validator to reject.
 */
export function parseTagsField(value: unknown): unknown {
  if (typeof value !== 'string') return value ?? undefined
  try {
    return JSON.parse(value)
  } catch {
    return value
  }
}
