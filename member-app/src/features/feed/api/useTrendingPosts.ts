import type { ApiClient } from '@dilemma/api-client'
import { queryOptions, useApiClient, useQuery } from '@dilemma/design-system'

export const trendingQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['trending'], queryFn: () => client.posts.trending(5) })

/** `GET /trending?limit=5` */
export function useTrendingPosts() {
  return useQuery(trendingQueryOptions(useApiClient()))
}
