import type { ConsolePagination } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Box, Button, Group, Text } from '@dilemma/design-system'

interface ListPaginationProps {
  pagination: Pick<ConsolePagination, 'currentPage' | 'totalPages'>
  onPageChange: (page: number) => void
  /**
   * Where the list's texts are: `<prefix>.label` (the navigation), `.previous`, `.next` and
   * `.position` ("page {current} of {total}").
   */
  messagePrefix: string
}

/** Previous/next through an admin list; nothing when the list fits on one page (admin-spec §2). */
export function ListPagination({ pagination, onPageChange, messagePrefix }: ListPaginationProps) {
  const intl = useIntl()
  const { currentPage, totalPages } = pagination
  if (totalPages <= 1) return null
  const text = (key: string) => intl.formatMessage({ id: `${messagePrefix}.${key}` })

  return (
    <Box component="nav" aria-label={text('label')}>
      <Group justify="center" gap="md">
        <Button variant="default" disabled={currentPage <= 1} onClick={() => onPageChange(currentPage - 1)}>
          {text('previous')}
        </Button>
        <Text size="sm" aria-live="polite">
          {intl.formatMessage({ id: `${messagePrefix}.position` }, { current: currentPage, total: totalPages })}
        </Text>
        <Button variant="default" disabled={currentPage >= totalPages} onClick={() => onPageChange(currentPage + 1)}>
          {text('next')}
        </Button>
      </Group>
    </Box>
  )
}
