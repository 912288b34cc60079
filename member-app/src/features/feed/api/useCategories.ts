import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const categoriesQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['tags', 'categories'], queryFn: () => client.tags.categories() })

/** `GET /tags/categories`: every category, to name the active one. */
export function useCategories(enabled: boolean) {
  return useQuery({ ...categoriesQueryOptions(useApiClient()), enabled })
}
