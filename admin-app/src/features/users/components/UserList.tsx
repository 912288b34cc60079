import type { AdminUser, Role } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { EmptyState } from '@dilemma/design-system/widgets'
import { UserListItem } from './UserListItem'

interface UserListProps {
  users: readonly AdminUser[]
  /** The members an action is running for. */
  roleBusyId: number | undefined
  verificationBusyId: number | undefined
  onRoleChange: (user: AdminUser, role: Role) => void
  onVerificationToggle: (user: AdminUser) => void
  suspensionBusyId: number | undefined
  onSuspend: (user: AdminUser) => void
  onLiftSuspension: (user: AdminUser) => void
}

/** The page of members, or the empty message when none matches the filters. */
export function UserList({
  users,
  roleBusyId,
  verificationBusyId,
  onRoleChange,
  onVerificationToggle,
  suspensionBusyId,
  onSuspend,
  onLiftSuspension,
}: UserListProps) {
  const intl = useIntl()
  if (users.length === 0) {
    return <EmptyState title={intl.formatMessage({ id: 'admin.users.empty' })} />
  }
  return (
    <Stack component="ul" gap="sm" className="dilemma-plain-list">
      {users.map((user) => (
        <UserListItem
          key={user.id}
          user={user}
          roleBusy={user.id === roleBusyId}
          verificationBusy={user.id === verificationBusyId}
          onRoleChange={(role) => onRoleChange(user, role)}
          onVerificationToggle={() => onVerificationToggle(user)}
          suspensionBusy={user.id === suspensionBusyId}
          onSuspend={() => onSuspend(user)}
          onLiftSuspension={() => onLiftSuspension(user)}
        />
      ))}
    </Stack>
  )
}
