import type { QueryClient } from '@dilemma/design-system'

/** Every query of the posts tab: its grid pages and its statistics, so that one invalidation reloads both. */
export const postsQueryKey = ['admin', 'posts'] as const

/**
 * After a post's status changed or it was deleted: the tab's grid and statistics, and, since in the
 * shell every screen shares one query client, the members' lists of polls (`posts`) and the
 * reports tab (`reports`: the reports of a deleted post change).
 */
export function invalidateAfterPostChange(queryClient: QueryClient) {
  return Promise.all(
    [postsQueryKey, ['posts'], ['reports']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  )
}
