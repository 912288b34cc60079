import type { QueryClient } from '@dilemma/app-runtime'

/** Every query of the posts tab: its grid pages and its statistics, so that one invalidation reloads both. */
export const postsTabQueryKey = ['admin', 'posts'] as const

/**
 * After a post's status changed or it was deleted (from the posts or the reports tab): the posts
 * tab's grid and statistics, the reports tab (`reports`: the reports of a deleted post change)
 * and, since in the shell every screen shares one query client, the members' lists of polls (`posts`).
 */
export function invalidateAfterPostChange(queryClient: QueryClient) {
  return Promise.all(
    [postsTabQueryKey, ['posts'], ['reports']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}
