import type { Post } from '@dilemma/api-client'
import type { QueryClient } from '@dilemma/design-system'

export type PostPatch = (post: Post) => Post

/**
 * Applies `patch` to post `id` wherever a cached answer holds it: a single `{ post }`, a page
 * `{ posts }`, or the `{ pages }` of a load-more list. Other data is returned unchanged.
 */
export function patchPostIn(data: unknown, id: number, patch: PostPatch): unknown {
  if (typeof data !== 'object' || data === null) return data
  if ('pages' in data && Array.isArray(data.pages)) {
    return { ...data, pages: data.pages.map((page: unknown) => patchPostIn(page, id, patch)) }
  }
  if ('posts' in data && Array.isArray(data.posts)) {
    return { ...data, posts: data.posts.map((post: Post) => (post.id === id ? patch(post) : post)) }
  }
  if ('post' in data && (data.post as Post | undefined)?.id === id) return { ...data, post: patch(data.post as Post) }
  return data
}

/** Every cached list and detail under the `posts` key shows the change at once. */
export function patchCachedPost(queryClient: QueryClient, id: number, patch: PostPatch): void {
  queryClient.setQueriesData({ queryKey: ['posts'] }, (data: unknown) => patchPostIn(data, id, patch))
}
