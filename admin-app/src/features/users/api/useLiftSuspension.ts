import type { AdminUser } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { usersQueryKey } from '../../../lib/usersQueryKey'

/** `DELETE /admin/users/{id}/suspension` once the admin confirmed; 409 NOT_SUSPENDED when it ended meanwhile. */
export function useLiftSuspension() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: (user: AdminUser) => client.admin.unsuspendUser(user.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
