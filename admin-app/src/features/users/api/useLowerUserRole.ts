import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useReasonedAction } from '../../../lib/useReasonedAction'
import type { RoleChange } from './useChangeUserRole'
import { usersQueryKey } from '../../../lib/usersQueryKey'

/** `PUT /admin/users/{id}/role` to a lower role, once the admin gave the reason she is told. */
export function useLowerUserRole() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useReasonedAction({
    mutationFn: ({ user, role }: RoleChange, statement) => client.admin.setUserRole(user.id, role, { statement }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
