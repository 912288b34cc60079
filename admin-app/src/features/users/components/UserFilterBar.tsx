import { useIntl } from '@dilemma/app-runtime'
import { FilterBar, filterChoice } from '../../../lib/FilterBar'
import { sortOrders } from '../../../lib/listQuery'
import { roleFilters, userSorts, verifiedFilters } from '../utils/userFilters'
import type { UserFilters } from '../utils/userFilters'

interface UserFilterBarProps {
  filters: UserFilters
  onChange: <Name extends keyof UserFilters>(name: Name, value: UserFilters[Name]) => void
}

/** Search by name or e-mail, role, verification and sort of the users list. */
export function UserFilterBar({ filters, onChange }: UserFilterBarProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })

  return (
    <FilterBar
      label={text('admin.users.filters.label')}
      search={{
        label: text('admin.users.filters.search'),
        placeholder: text('admin.users.filters.searchPlaceholder'),
        value: filters.search,
        onChange: (search) => onChange('search', search),
      }}
      choices={[
        filterChoice({
          label: text('admin.users.filters.role'),
          value: filters.role,
          values: roleFilters,
          optionPrefix: 'admin.users.roleFilter',
          onChange: (role) => onChange('role', role),
        }),
        filterChoice({
          label: text('admin.users.filters.verified'),
          value: filters.verified,
          values: verifiedFilters,
          optionPrefix: 'admin.users.verifiedFilter',
          onChange: (verified) => onChange('verified', verified),
        }),
        filterChoice({
          label: text('admin.users.filters.sortBy'),
          value: filters.sortBy,
          values: userSorts,
          optionPrefix: 'admin.users.sortBy',
          onChange: (sortBy) => onChange('sortBy', sortBy),
        }),
        filterChoice({
          label: text('admin.users.filters.sortOrder'),
          value: filters.sortOrder,
          values: sortOrders,
          optionPrefix: 'admin.users.sortOrder',
          onChange: (sortOrder) => onChange('sortOrder', sortOrder),
        }),
      ]}
    />
  )
}
