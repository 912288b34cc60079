import type { LoginRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient, useSession } from '@dilemma/app-runtime'

/** Thrown when the credentials are right but the account is not an admin's. */
export class NotAnAdminError extends Error {
  constructor(readonly username: string) {
    super(`${username} is not an admin`)
    this.name = 'NotAnAdminError'
  }
}

/**
 * `POST /auth/login`, the same call as the main site's. A member without the admin role is
 * logged out again at once (this device only): a session she cannot use here must not linger.
 */
export function useAdminLogin() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const { signIn } = useSession()
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      const { user } = await client.auth.login(credentials)
      if (user.role === 'admin') return user
      await client.auth.logout().catch(() => undefined)
      throw new NotAnAdminError(user.username)
    },
    onSuccess: (user) => {
      // Another admin may have used this tab before: nothing of hers may show.
      queryClient.clear()
      signIn(user)
    },
  })
}
