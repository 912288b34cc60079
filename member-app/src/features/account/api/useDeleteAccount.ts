import type { DeleteAccountRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useSession } from '@dilemma/design-system'

/** `DELETE /users/me`, then the member is logged out here too (and lands on the home page). */
export function useDeleteAccount() {
  const client = useApiClient()
  const { logout } = useSession()
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => client.accounts.deleteAccount(request),
    onSuccess: () => logout(),
  })
}
