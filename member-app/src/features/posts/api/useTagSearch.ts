import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { POST_LIMITS } from '@/entities/post'

export const tagSearchQueryOptions = (client: ApiClient, text: string) =>
  queryOptions({ queryKey: ['tags', 'search', text], queryFn: () => client.tags.search(text) })

/** `GET /tags/search?q=`: asked from 2 characters on. */
export function useTagSearch(text: string) {
  const trimmed = text.trim()
  return useQuery({
    ...tagSearchQueryOptions(useApiClient(), trimmed),
    enabled: trimmed.length >= POST_LIMITS.tagSearchMinimum,
  })
}
