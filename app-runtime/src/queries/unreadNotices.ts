import type { ApiClient } from '@dilemma/api-client'

/**
 * `GET /users/notices`, the signed-in member's unread notices: one query for the shell's poll-ended
 * list and the member app's other notices, so one call serves both. Her id is in the key: another
 * member signing in on this tab never gets her answer.
 */
export const unreadNoticesQuery = (client: ApiClient, userId: number | null) => ({
  queryKey: ['notices', 'unread', userId] as const,
  queryFn: () => client.notices.unread(),
})
