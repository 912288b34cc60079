import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

const currentUserQuery = (client: ApiClient) =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: () => client.users.me(), staleTime: 0, retry: false })

/** `GET /users/me` after a third-party sign-in: proves the session cookie really works. */
export function useVerifiedSession() {
  const client = useApiClient()
  return useQuery(currentUserQuery(client))
}
