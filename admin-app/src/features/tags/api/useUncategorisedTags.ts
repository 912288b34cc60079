import type { ApiClient, CategoryTag } from '@dilemma/api-client'
import { readApiError, useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { UNCATEGORISED_CATEGORY_ID } from '../utils/categoryChoices'

export const uncategorisedTagsQueryKey = ['tags', 'category', UNCATEGORISED_CATEGORY_ID] as const

/** A 404 means no tag is left in the category: an empty list, not an error (admin-spec §7). */
async function fetchUncategorisedTags(client: ApiClient): Promise<CategoryTag[]> {
  try {
    return (await client.tags.ofCategory(UNCATEGORISED_CATEGORY_ID)).tags
  } catch (error) {
    if (readApiError(error)?.status === 404) return []
    throw error
  }
}

export const uncategorisedTagsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: uncategorisedTagsQueryKey, queryFn: () => fetchUncategorisedTags(client) })

/** `GET /tags/category/5`: the tags still without a category; for admins. */
export function useUncategorisedTags() {
  return useQuery(uncategorisedTagsQueryOptions(useApiClient()))
}
