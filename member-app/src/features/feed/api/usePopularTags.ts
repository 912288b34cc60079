import type { ApiClient } from '@dilemma/api-client'
import { queryOptions, useApiClient, useQuery } from '@dilemma/design-system'

export const popularTagsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['tags', 'popular'], queryFn: () => client.tags.popular(10) })

/** `GET /tags/popular?limit=10` */
export function usePopularTags() {
  return useQuery(popularTagsQueryOptions(useApiClient()))
}
