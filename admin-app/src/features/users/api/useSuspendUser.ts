import type { AdminUser, SuspensionRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { usersQueryKey } from '../../../lib/usersQueryKey'

/** `PUT /admin/users/{id}/suspension`: she reads but cannot write until the end; 403 SELF_SUSPENSION for oneself. */
export function useSuspendUser() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ user, suspension }: { user: AdminUser; suspension: SuspensionRequest }) =>
      client.admin.suspendUser(user.id, suspension),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
