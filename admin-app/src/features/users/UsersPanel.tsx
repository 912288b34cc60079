import { useState } from 'react'
import type { AdminUser, Role } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { ActionFailureAlert } from '../../lib/ActionFailureAlert'
import { ReasonDialog } from '../../lib/ReasonDialog'
import { PagedListTab } from '../../lib/PagedListTab'
import { usePagedFilters } from '../../lib/usePagedFilters'
import { useAdminUsers } from './api/useAdminUsers'
import { useChangeUserRole } from './api/useChangeUserRole'
import { useLowerUserRole } from './api/useLowerUserRole'
import { useLiftSuspension } from './api/useLiftSuspension'
import { useSetEmailVerified } from './api/useSetEmailVerified'
import { useSuspendUser } from './api/useSuspendUser'
import { useUserStats } from './api/useUserStats'
import { UserFilterBar } from './components/UserFilterBar'
import { UserList } from './components/UserList'
import { SuspendUserDialog } from './components/SuspendUserDialog'
import { UserStatsSection } from './components/UserStatsSection'
import { initialUserFilters, roles, userFilterChoices, usersQuery } from './utils/userFilters'

/**
 * The users tab (admin-spec §2): member statistics, the filtered list of members, changing a role
 * (after a confirmation; never an admin's), marking an e-mail verified or not, and suspending a
 * member (for how long and why, asked in a dialog) or lifting her suspension.
 */
export function UsersPanel() {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  const list = usePagedFilters(initialUserFilters, userFilterChoices)
  const users = useAdminUsers(usersQuery(list.applied, list.page))
  const stats = useUserStats()
  const roleChange = useChangeUserRole()
  const roleLowering = useLowerUserRole()
  const verification = useSetEmailVerified()
  const suspension = useSuspendUser()
  const lift = useLiftSuspension()
  const [suspending, setSuspending] = useState<AdminUser | null>(null)

  const changeRole = (user: AdminUser, role: Role) => {
    // Promoting to admin cannot be undone here (the list never changes an admin's role): say so first.
    const question = text(role === 'admin' ? 'admin.users.confirmPromoteAdmin' : 'admin.users.confirmRole', {
      username: user.username,
      role: text(`admin.users.role.${role}`),
    })
    // Lowering her role restricts her: the reason she is told instead of a yes.
    if (roles.indexOf(role) < roles.indexOf(user.role)) roleLowering.ask(question, { user, role })
    else roleChange.run(question, { user, role })
  }
  const roleFailure = roleLowering.mutation.isError ? roleLowering.mutation : roleChange.mutation

  return (
    <PagedListTab
      messagePrefix="admin.users"
      list={users}
      onPageChange={list.setPage}
      stats={stats.data && <UserStatsSection stats={stats.data} />}
      filters={<UserFilterBar filters={list.filters} onChange={list.setFilter} />}
      alerts={
        <>
          {roleFailure.isError && (
            <ActionFailureAlert
              error={roleFailure.error}
              title={text('admin.users.roleError.title')}
              fallback={text('admin.users.roleError.fallback')}
              closeLabel={text('admin.users.dismissError')}
              onClose={roleFailure.reset}
            />
          )}
          <ReasonDialog key={roleLowering.dialogKey} {...roleLowering.dialog} />
          {verification.isError && (
            <ActionFailureAlert
              error={verification.error}
              title={text('admin.users.verificationError.title')}
              fallback={text('admin.users.verificationError.fallback')}
              closeLabel={text('admin.users.dismissError')}
              onClose={verification.reset}
            />
          )}
          {suspension.isError && (
            <ActionFailureAlert
              error={suspension.error}
              title={text('admin.users.suspendError.title')}
              fallback={text('admin.users.suspendError.fallback')}
              closeLabel={text('admin.users.dismissError')}
              onClose={suspension.reset}
            />
          )}
          {lift.mutation.isError && (
            <ActionFailureAlert
              error={lift.mutation.error}
              title={text('admin.users.liftError.title')}
              fallback={text('admin.users.liftError.fallback')}
              closeLabel={text('admin.users.dismissError')}
              onClose={lift.mutation.reset}
            />
          )}
          <SuspendUserDialog
            key={`suspend-${suspending?.id ?? 'closed'}`}
            user={suspending}
            busy={suspension.isPending}
            onClose={() => setSuspending(null)}
            onSuspend={(user, request) =>
              suspension.mutate({ user, suspension: request }, { onSettled: () => setSuspending(null) })
            }
          />
        </>
      }
    >
      {(page) => (
        <UserList
          users={page.users}
          roleBusyId={
            roleChange.mutation.isPending
              ? roleChange.mutation.variables?.user.id
              : roleLowering.mutation.isPending
                ? roleLowering.variables?.user.id
                : undefined
          }
          verificationBusyId={verification.isPending ? verification.variables?.user.id : undefined}
          onRoleChange={changeRole}
          onVerificationToggle={(user) => verification.mutate({ user, verified: !user.is_email_verified })}
          suspensionBusyId={lift.mutation.isPending ? lift.mutation.variables?.id : undefined}
          onSuspend={(user) => {
            suspension.reset()
            setSuspending(user)
          }}
          onLiftSuspension={(user) => lift.run(text('admin.users.confirmLift', { username: user.username }), user)}
        />
      )}
    </PagedListTab>
  )
}
