import type { ApiClient, FeedQuery } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/design-system'
import { infiniteQueryOptions, useInfiniteQuery } from '@dilemma/design-system/widgets'
import { postKeys } from '../../posts/api/postKeys'
import { nextFeedPage } from '../lib/feedPages'

export const feedQueryOptions = (client: ApiClient, query: Omit<FeedQuery, 'page'>) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(query),
    queryFn: ({ pageParam }) => client.posts.feed({ ...query, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (_lastPage, pages) => nextFeedPage(pages),
  })

/** `GET /posts` page by page: the first page resets the list, load-more appends the next. */
export function useFeedPosts(query: Omit<FeedQuery, 'page'>) {
  return useInfiniteQuery(feedQueryOptions(useApiClient(), query))
}
