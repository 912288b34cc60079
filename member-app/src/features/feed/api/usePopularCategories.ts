import { FEED_LIMITS } from '@dilemma/contract/limits'
import { useApiClient } from '@dilemma/app-runtime'
import { useQuery } from '@dilemma/design-system/widgets'

/** The sidebar's popular categories; the server's first screen of `/feed` sends them under this key too. */
export const popularCategoriesKey = ['tags', 'categories', 'popular'] as const

/** `GET /tags/categories/popular?limit=5&status=all` */
export function usePopularCategories() {
  const client = useApiClient()
  return useQuery({
    queryKey: popularCategoriesKey,
    queryFn: () => client.tags.popularCategories(FEED_LIMITS.popularCategories, 'all'),
  })
}
