import type { ResetPasswordRequest } from '@dilemma/api-client'
import { useApiClient, useMutation } from '@dilemma/app-runtime'

/** `POST /auth/reset-password` with the token from the mailed link. */
export function useResetPassword() {
  const client = useApiClient()
  return useMutation({ mutationFn: (request: ResetPasswordRequest) => client.accounts.resetPassword(request) })
}
