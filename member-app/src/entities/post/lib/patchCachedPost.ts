import type { Post } from '@dilemma/api-client'
import type { QueryClient } from '@dilemma/app-runtime'
import { postKeys } from '../api/postKeys'
import type { UserPostList } from '../api/postKeys'

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

/**
 * A save or a vote changes which posts the saved or voted lists hold: they are fetched again when
 * next shown, not at once, so a card just unsaved stays in view (marked unsaved) and can be saved
 * again. Call it after the patch: patching a query clears its invalidation.
 */
export function markUserListsStale(queryClient: QueryClient, list: UserPostList): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: postKeys.userLists(list), refetchType: 'none' })
}
