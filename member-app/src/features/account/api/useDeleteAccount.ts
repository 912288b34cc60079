import type { DeleteAccountRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useSession } from '@dilemma/app-runtime'

/**
 * `DELETE /users/me`; the server ends every session of hers, and the app forgets her (the shell
 * then shows the home page with the "account deleted" notice).
 */
export function useDeleteAccount() {
  const client = useApiClient()
  const { accountDeleted } = useSession()
  return useMutation({
    mutationFn: (request: DeleteAccountRequest) => client.accounts.deleteAccount(request),
    onSuccess: () => accountDeleted(),
  })
}
