/** For each filter but the search, the values the address may set (others fall back to the default). */
export type FilterChoices<Filters> = { [Name in Exclude<keyof Filters, 'search'>]: readonly Filters[Name][] }
/** Longer search texts are cut: the lists' validators accept no more. */
export const searchMaxLength = 100

/**
 * The filters an address holds (`?role=prouser&sortBy=username&search=ada`): each known and
 * allowed value, else the tab's default. The address only names what differs from the default.
 */
export function readFilters<Filters extends { search: string }>(
  params: URLSearchParams,
  initial: Filters,
  choices: FilterChoices<Filters>,
): Filters {
  const read = { ...initial, search: (params.get('search') ?? initial.search).slice(0, searchMaxLength) }
  for (const name of Object.keys(initial) as (keyof Filters & string)[]) {
    if (name === 'search') continue
    const value = params.get(name)
    const allowed = choices[name as Exclude<keyof Filters, 'search'>] as readonly unknown[]
    if (value !== null && allowed.includes(value)) {
      Object.assign(read, { [name]: value })
    }
  }
  return read
}

/** The page an address holds (`?page=2`): written as a whole number from 1 (not `1e3`, `0x2`), else 1. */
export function readPage(params: URLSearchParams): number {
  const text = params.get('page') ?? ''
  const page = Number(text)
  return /^[1-9]\d*$/.test(text) && Number.isSafeInteger(page) ? page : 1
}

/** The address with one filter changed (named only when not the default), back on page 1. */
export function withFilter(params: URLSearchParams, name: string, value: string, initial: string): URLSearchParams {
  const next = new URLSearchParams(params)
  if (value === initial) next.delete(name)
  else next.set(name, value)
  next.delete('page')
  return next
}

/** The address on another page (page 1 is not named). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params)
  if (page <= 1) next.delete('page')
  else next.set('page', String(page))
  return next
}
