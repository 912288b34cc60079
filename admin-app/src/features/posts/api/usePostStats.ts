import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { useLoggedFailure } from '../../../lib/useLoggedFailure'
import { postsTabQueryKey } from '../../../lib/postChanges'

export const postStatsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: [...postsTabQueryKey, 'stats'],
    queryFn: () => client.admin.postStats(),
    select: (response) => response.data,
  })

/**
 * `GET /admin/posts/stats`: post counts and the most voted posts.
 * A failure is only logged: the list works without them (admin-spec §8).
 */
export function usePostStats() {
  const stats = useQuery(postStatsQueryOptions(useApiClient()))
  useLoggedFailure(stats.error, 'Loading the post statistics')
  return stats
}
