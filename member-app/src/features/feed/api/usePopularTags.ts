import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const popularTagsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['tags', 'popular'], queryFn: () => client.tags.popular(10) })

/** `GET /tags/popular?limit=10` */
export function usePopularTags() {
  return useQuery(popularTagsQueryOptions(useApiClient()))
}
