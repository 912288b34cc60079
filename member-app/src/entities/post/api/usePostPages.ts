import type { PostPage } from '@dilemma/api-client'
import { infiniteQueryOptions, useInfiniteQuery } from '@dilemma/design-system/widgets'
import { nextPostPage } from '../lib/postPages'

/** A load-more list of post cards (the feed, the per-user lists): page 1 first, then the next until `total`. */
export const postPagesQueryOptions = (queryKey: readonly unknown[], fetchPage: (page: number) => Promise<PostPage>) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (_lastPage, pages) => nextPostPage(pages),
  })

/** The pages of a post list; `queryKey` must sit under `postKeys.all`, so votes, likes and saves patch it. */
export function usePostPages(queryKey: readonly unknown[], fetchPage: (page: number) => Promise<PostPage>) {
  return useInfiniteQuery(postPagesQueryOptions(queryKey, fetchPage))
}

export type PostPagesQuery = ReturnType<typeof usePostPages>
