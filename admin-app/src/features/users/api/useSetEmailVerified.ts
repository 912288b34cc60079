import type { AdminUser } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { usersQueryKey } from '../../../lib/usersQueryKey'

/** `PUT /admin/users/{id}/status`: marks the member's e-mail verified or not; no confirmation (admin-spec §5). */
export function useSetEmailVerified() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ user, verified }: { user: AdminUser; verified: boolean }) =>
      client.admin.setEmailVerified(user.id, verified),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  })
}
