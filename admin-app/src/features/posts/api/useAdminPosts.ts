import type { AdminPostsQuery, ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { postsTabQueryKey } from '../../../lib/postChanges'

export const adminPostsQueryOptions = (client: ApiClient, query: AdminPostsQuery) =>
  queryOptions({
    queryKey: [...postsTabQueryKey, 'list', query],
    queryFn: () => client.admin.posts(query),
    // The page on screen stays while the next one loads, so that the filters keep their focus.
    placeholderData: (previous) => previous,
  })

/** `GET /admin/posts`: one page of the posts under the filters, whatever their status. */
export function useAdminPosts(query: AdminPostsQuery) {
  return useQuery(adminPostsQueryOptions(useApiClient(), query))
}
