import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const trendingQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['trending'], queryFn: () => client.posts.trending(5) })

/** `GET /trending?limit=5` */
export function useTrendingPosts() {
  return useQuery(trendingQueryOptions(useApiClient()))
}
