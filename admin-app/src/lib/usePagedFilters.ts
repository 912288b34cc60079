import { useDebouncedValue } from '@dilemma/design-system/widgets'
import { useState } from 'react'

/** How long the search text rests before the list is asked for it. */
export const searchDebounceMs = 300

/**
 * The filters and page of an admin list. The list follows `applied`: the filters with the search
 * text once typing rests. Any change of the applied filters goes back to page 1 (admin-spec §2).
 */
export function usePagedFilters<Filters extends { search: string }>(initial: Filters) {
  const [filters, setFilters] = useState(initial)
  const [search] = useDebouncedValue(filters.search, searchDebounceMs)
  const applied: Filters = { ...filters, search }
  // The page belongs to the filters it was chosen for; other filters start on page 1, without a
  // request for the old page in between.
  const appliedKey = JSON.stringify(applied)
  const [paging, setPaging] = useState({ page: 1, appliedKey })
  const page = paging.appliedKey === appliedKey ? paging.page : 1

  return {
    filters,
    applied,
    page,
    setFilter: <Name extends keyof Filters>(name: Name, value: Filters[Name]) =>
      setFilters((current) => ({ ...current, [name]: value })),
    setPage: (next: number) => setPaging({ page: next, appliedKey }),
  }
}
