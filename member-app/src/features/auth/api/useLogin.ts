import type { LoginRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useSession } from '@dilemma/app-runtime'

/** `POST /auth/login`; the session knows the user as soon as the server accepts. */
export function useLogin() {
  const client = useApiClient()
  const { signIn } = useSession()
  return useMutation({
    mutationFn: (credentials: LoginRequest) => client.auth.login(credentials),
    onSuccess: ({ user }) => signIn(user),
  })
}
