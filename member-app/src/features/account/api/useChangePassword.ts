import type { ChangePasswordRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useSession } from '@dilemma/app-runtime'

/**
 * `PUT /users/change-password`; the server ends the member's other sessions. A Google-only
 * account has a password from now on: the next change asks for it.
 */
export function useChangePassword() {
  const client = useApiClient()
  const { user, signIn } = useSession()
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) => client.accounts.changePassword(request),
    onSuccess: () => {
      if (user && !user.has_password) signIn({ ...user, has_password: true })
    },
  })
}
