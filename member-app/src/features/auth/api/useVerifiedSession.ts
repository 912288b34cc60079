import type { ApiClient } from '@dilemma/api-client'
import { queryOptions, useApiClient, useQuery } from '@dilemma/design-system'

const currentUserQuery = (client: ApiClient) =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: () => client.users.me(), staleTime: 0, retry: false })

/** `GET /users/me` after a third-party sign-in: proves the session cookie really works. */
export function useVerifiedSession() {
  const client = useApiClient()
  return useQuery(currentUserQuery(client))
}
