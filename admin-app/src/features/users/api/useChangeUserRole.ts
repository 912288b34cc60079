import type { AdminUser, Role } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { usersQueryKey } from '../../../lib/usersQueryKey'

export interface RoleChange {
  user: AdminUser
  role: Role
}

/** `PUT /admin/users/{id}/role` once the admin confirmed; an admin's role is locked (403 ADMIN_ROLE_LOCKED). */
export function useChangeUserRole() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: ({ user, role }: RoleChange) => client.admin.setUserRole(user.id, role),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
