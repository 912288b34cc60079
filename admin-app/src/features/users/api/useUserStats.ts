import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { useLoggedFailure } from '../../../lib/useLoggedFailure'
import { usersQueryKey } from '../../../lib/usersQueryKey'

export const userStatsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'stats'],
    queryFn: () => client.admin.userStats(),
    select: (response) => response.data,
  })

/**
 * `GET /admin/users/stats`: member counts, counts per role and the top members.
 * A failure is only logged: the list works without them (admin-spec §8).
 */
export function useUserStats() {
  const stats = useQuery(userStatsQueryOptions(useApiClient()))
  useLoggedFailure(stats.error, 'Loading the user statistics')
  return stats
}
