import type { ChangePasswordRequest } from '@dilemma/api-client'
import { useApiClient, useMutation } from '@dilemma/design-system'

/** `PUT /users/change-password`; the server ends the member's other sessions. */
export function useChangePassword() {
  const client = useApiClient()
  return useMutation({ mutationFn: (request: ChangePasswordRequest) => client.accounts.changePassword(request) })
}
