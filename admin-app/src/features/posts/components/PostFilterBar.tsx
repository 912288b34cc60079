import { useIntl } from '@dilemma/app-runtime'
import { FilterBar, filterChoice } from '../../../lib/FilterBar'
import { sortOrders } from '../../../lib/listQuery'
import { postSorts, statusFilters } from '../utils/postFilters'
import type { PostFilters } from '../utils/postFilters'

interface PostFilterBarProps {
  filters: PostFilters
  onChange: <Name extends keyof PostFilters>(name: Name, value: PostFilters[Name]) => void
}

/** Search in title and description, status and sort of the posts grid. */
export function PostFilterBar({ filters, onChange }: PostFilterBarProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })

  return (
    <FilterBar
      label={text('admin.posts.filters.label')}
      search={{
        label: text('admin.posts.filters.search'),
        placeholder: text('admin.posts.filters.searchPlaceholder'),
        value: filters.search,
        onChange: (search) => onChange('search', search),
      }}
      choices={[
        filterChoice({
          label: text('admin.posts.filters.status'),
          value: filters.status,
          values: statusFilters,
          optionPrefix: 'admin.posts.statusFilter',
          onChange: (status) => onChange('status', status),
        }),
        filterChoice({
          label: text('admin.posts.filters.sortBy'),
          value: filters.sortBy,
          values: postSorts,
          optionPrefix: 'admin.posts.sortBy',
          onChange: (sortBy) => onChange('sortBy', sortBy),
        }),
        filterChoice({
          label: text('admin.posts.filters.sortOrder'),
          value: filters.sortOrder,
          values: sortOrders,
          optionPrefix: 'admin.posts.sortOrder',
          onChange: (sortOrder) => onChange('sortOrder', sortOrder),
        }),
      ]}
    />
  )
}
