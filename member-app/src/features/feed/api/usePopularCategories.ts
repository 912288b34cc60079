import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const popularCategoriesQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['tags', 'categories', 'popular'], queryFn: () => client.tags.popularCategories(5, 'all') })

/** `GET /tags/categories/popular?limit=5&status=all` */
export function usePopularCategories() {
  return useQuery(popularCategoriesQueryOptions(useApiClient()))
}
