import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const tagCategoriesQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: ['tags', 'categories'],
    queryFn: () => client.tags.categories(),
    select: (body) => body.categories,
  })

/** `GET /tags/categories`: every category; an admin also gets the uncategorised one. */
export function useTagCategories() {
  return useQuery(tagCategoriesQueryOptions(useApiClient()))
}
