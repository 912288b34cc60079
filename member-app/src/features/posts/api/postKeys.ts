import type { FeedQuery } from '@dilemma/api-client'

/** Query keys of everything under `posts`: mutations patch or invalidate by these. */
export const postKeys = {
  all: ['posts'] as const,
  feed: (query: Omit<FeedQuery, 'page'>) => ['posts', 'feed', query] as const,
  detail: (id: number) => ['posts', 'detail', id] as const,
  allowance: ['posts-allowance'] as const,
}
