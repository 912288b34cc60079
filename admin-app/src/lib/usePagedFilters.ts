import { useSearchParams } from '@dilemma/app-runtime'
import { useDebouncedValue } from '@dilemma/design-system/widgets'
import { useEffect, useState } from 'react'
import { readFilters, readPage, withFilter, withPage, type FilterChoices } from './pagedFiltersUrl'

/** How long the search text rests before the list is asked for it. */
export const searchDebounceMs = 300

/**
 * The filters, sort and page of an admin list, kept in the address next to `?tab=` (e.g.
 * `/madmin?tab=users&role=prouser&page=2`), so a reload or a shared link shows the same page; in
 * the shell and in the standalone console alike (both route with React Router). The list follows
 * `applied`, the address's filters: the search text reaches it once typing rests. Any change of
 * a filter goes back to page 1 (admin-spec §2). `choices` limits what an address may set: any
 * other value falls back to the default, so it never reaches the API.
 */
export function usePagedFilters<Filters extends { search: string }>(initial: Filters, choices: FilterChoices<Filters>) {
  const [params, setParams] = useSearchParams()
  const applied = readFilters(params, initial, choices)
  const [typed, setTyped] = useState(applied.search)
  const [search] = useDebouncedValue(typed, searchDebounceMs)

  // Typing rested: the text goes to the address (replacing the entry: no history per keystroke).
  useEffect(() => {
    if (search !== applied.search) {
      setParams((current) => withFilter(current, 'search', search, initial.search), { replace: true })
    }
    // Only a new resting text writes; the address changing otherwise must not write it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search])

  // The address changed from outside (back button, a link): the search box shows its text.
  useEffect(() => {
    if (applied.search !== search) setTyped(applied.search)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applied.search])

  return {
    filters: { ...applied, search: typed },
    applied,
    page: readPage(params),
    setFilter: <Name extends keyof Filters>(name: Name, value: Filters[Name]) => {
      if (name === 'search') setTyped(value as string)
      else
        setParams((current) => withFilter(current, String(name), String(value), String(initial[name])), {
          replace: true,
        })
    },
    setPage: (next: number) => setParams((current) => withPage(current, next), { replace: true }),
  }
}
