import type { FeedQuery, Language } from '@dilemma/api-client'

/** The per-user lists: `GET /posts/user/:id` (authored), `/posts/saved/:id` and `/posts/voted/:id`. */
export type UserPostList = 'authored' | 'saved' | 'voted'

/** Query keys of everything under `posts`: mutations patch or invalidate by these. */
export const postKeys = {
  all: ['posts'] as const,
  feed: (query: Omit<FeedQuery, 'page'>) => ['posts', 'feed', query] as const,
  detail: (id: number) => ['posts', 'detail', id] as const,
  userLists: (list: UserPostList) => ['posts', 'user-list', list] as const,
  userList: (list: UserPostList, userId: number) => ['posts', 'user-list', list, userId] as const,
  /**
   * `GET /posts/public-voted/:id` (a public profile's polls). Under the voted lists' key, so that a
   * vote marks it stale like them (`markUserListsStale`): the voter's own public list has grown.
   */
  publicVoted: (userId: number) => ['posts', 'user-list', 'voted', 'public', userId] as const,
  allowance: ['posts-allowance'] as const,
  /** `GET /ai/analysis/:postId`: not under `posts`, as no post mutation changes it. */
  aiAnalysis: (postId: number, language: Language) => ['posts-ai-analysis', postId, language] as const,
}
