import { FEED_LIMITS } from '@dilemma/contract/limits'
import { useApiClient } from '@dilemma/app-runtime'
import { useQuery } from '@dilemma/design-system/widgets'

/** The sidebar's popular tags; the server's first screen of `/feed` sends them under this key too. */
export const popularTagsKey = ['tags', 'popular'] as const

/** `GET /tags/popular?limit=10` */
export function usePopularTags() {
  const client = useApiClient()
  return useQuery({ queryKey: popularTagsKey, queryFn: () => client.tags.popular(FEED_LIMITS.popularTags) })
}
