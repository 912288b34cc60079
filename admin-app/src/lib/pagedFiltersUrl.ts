/** For each filter but the search, the values the address may set (others fall back to the default). */
export type FilterChoices<Filters> = { [Name in Exclude<keyof Filters, 'search'>]?: readonly Filters[Name][] }

/** A filter value a hand-edited address may carry when the tab names no choices: a plain word. */
const plainValue = /^[a-z0-9_]{1,40}$/i
/** Longer search texts are cut: the lists' validators accept no more. */
export const searchMaxLength = 100

/**
 * The filters an address holds (`?role=prouser&sortBy=username&search=ada`): each known and
 * allowed value, else the tab's default. The address only names what differs from the default.
 */
export function readFilters<Filters extends { search: string }>(
  params: URLSearchParams,
  initial: Filters,
  choices: FilterChoices<Filters> = {},
): Filters {
  const read = { ...initial, search: (params.get('search') ?? initial.search).slice(0, searchMaxLength) }
  for (const name of Object.keys(initial) as (keyof Filters & string)[]) {
    if (name === 'search') continue
    const value = params.get(name)
    const allowed = choices[name as Exclude<keyof Filters, 'search'>] as readonly unknown[] | undefined
    if (value !== null && (allowed ? allowed.includes(value) : plainValue.test(value))) {
      Object.assign(read, { [name]: value })
    }
  }
  return read
}

/** The page an address holds (`?page=2`): a whole number from 1, else 1. */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'))
  return Number.isInteger(page) && page >= 1 ? page : 1
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
