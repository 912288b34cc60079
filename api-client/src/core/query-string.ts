export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

export type QueryParams = Readonly<Record<string, QueryValue>>

/**
 * `?a=1&b=x` from typed params. `null`/`undefined` are left out, so optional filters can be passed
 * as they are; lists are comma-joined (`ids=1,2,3`), the form the API reads.
 */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return ''
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue
    search.append(name, Array.isArray(value) ? value.join(',') : String(value))
  }
  const query = search.toString()
  return query ? `?${query}` : ''
}
