import type { ConsolePagination } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack, Title } from '@dilemma/design-system'
import { useEffect, type ReactNode } from 'react'
import { ListPagination } from './ListPagination'
import { QueryGate } from './QueryGate'
import type { GatedQuery } from './QueryGate'

interface PagedListTabProps<Page extends { pagination: ConsolePagination }> {
  /**
   * Where the tab's texts are: `<prefix>.title`, those of QueryGate (`.loading`, `.loadError.*`)
   * and those of the pagination (`<prefix>.pagination.*`).
   */
  messagePrefix: string
  list: GatedQuery<Page>
  onPageChange: (page: number) => void
  /** The statistics above the list, once loaded: they never block it. */
  stats: ReactNode
  filters: ReactNode
  /** The failures of actions on the list's items. */
  alerts: ReactNode
  children: (page: Page) => ReactNode
}

/**
 * The frame of the users and posts tabs (admin-spec §2, §8): title, statistics, filters, the page
 * of the list and its pagination. A failed load of the list replaces the whole tab. While another
 * page loads, the one on screen stays (marked busy), so that the filters keep their focus.
 */
export function PagedListTab<Page extends { pagination: ConsolePagination }>({
  messagePrefix,
  list,
  onPageChange,
  stats,
  filters,
  alerts,
  children,
}: PagedListTabProps<Page>) {
  const intl = useIntl()
  const shown = list.data?.pagination
  // An action emptied the last page (its last row deleted or filtered out): show the new last page.
  useEffect(() => {
    if (shown && shown.currentPage > shown.totalPages) onPageChange(shown.totalPages)
  }, [shown, onPageChange])

  return (
    <QueryGate query={list} messages={messagePrefix}>
      {(page) => (
        <Stack gap="xl">
          <Title order={2} size="h3">
            {intl.formatMessage({ id: `${messagePrefix}.title` })}
          </Title>
          {stats}
          <Stack gap="md">
            {filters}
            {alerts}
            <Stack gap="md" aria-busy={list.isFetching}>
              {children(page)}
              <ListPagination
                pagination={page.pagination}
                onPageChange={onPageChange}
                messagePrefix={`${messagePrefix}.pagination`}
              />
            </Stack>
          </Stack>
        </Stack>
      )}
    </QueryGate>
  )
}
