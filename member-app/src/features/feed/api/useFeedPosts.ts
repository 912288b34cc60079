import type { FeedQuery } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { postKeys, usePostPages } from '@/entities/post'

/** `GET /posts` page by page: the first page resets the list, load-more appends the next. */
export function useFeedPosts(query: Omit<FeedQuery, 'page'>) {
  const client = useApiClient()
  return usePostPages(postKeys.feed(query), (page) => client.posts.feed({ ...query, page }))
}
