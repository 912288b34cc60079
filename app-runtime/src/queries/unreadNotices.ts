import type { ApiClient } from '@dilemma/api-client'

/** The key of her unread notices' query; the server's first screen sends them under it too. */
export const unreadNoticesKey = (userId: number | null) => ['notices', 'unread', userId] as const

/**
 * `GET /users/notices`, the signed-in member's unread notices: one query for the shell's poll-ended
 * list and the member app's other notices, so one call serves both. Her id is in the key: another
 * member signing in on this tab never gets her answer.
 */
export const unreadNoticesQuery = (client: ApiClient, userId: number | null) => ({
  queryKey: unreadNoticesKey(userId),
  queryFn: () => client.notices.unread(),
})
