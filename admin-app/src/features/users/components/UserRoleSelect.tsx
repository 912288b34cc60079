import type { AdminUser, Role } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Select } from '@dilemma/design-system/pickers'
import { roles } from '../utils/userFilters'

interface UserRoleSelectProps {
  user: AdminUser
  busy: boolean
  onChange: (role: Role) => void
}

/** The member's role; an admin's role cannot be changed from the list (admin-spec §4). */
export function UserRoleSelect({ user, busy, onChange }: UserRoleSelectProps) {
  const intl = useIntl()
  return (
    <Select
      label={intl.formatMessage({ id: 'admin.users.row.role' })}
      aria-label={intl.formatMessage({ id: 'admin.users.row.roleOf' }, { username: user.username })}
      // Stays the stored role until the list reloads: a refused confirmation changes nothing.
      value={user.role}
      data={roles.map((role) => ({ value: role, label: intl.formatMessage({ id: `admin.users.role.${role}` }) }))}
      allowDeselect={false}
      disabled={user.role === 'admin' || busy}
      onChange={(value) => {
        const role = roles.find((known) => known === value)
        if (role && role !== user.role) onChange(role)
      }}
      comboboxProps={{ withinPortal: false }}
      w={180}
    />
  )
}
