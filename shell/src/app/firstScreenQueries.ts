import type { User } from '@dilemma/api-client'
import type { QueryClient } from '@dilemma/app-runtime'

/** Query answers, `[queryKey, data]`, that the server's first screen shows. */
export type QueryAnswers = [readonly unknown[], unknown][]

/** The element the server puts them in, as JSON, beside its first screen (backend first_screen.ts). */
export const FIRST_SCREEN_DATA_ID = 'first-screen-data'

/** Where a member's first screen leaves her user, `GET /users/me`'s, for the session to start with. */
export const firstScreenUserKey = ['first-screen', 'session-user'] as const

/**
 * Puts the answers the server sent with its first screen in the page's query cache: none is fetched
 * again. Returns the signed-in user the screen was rendered for, if any.
 */
export function adoptFirstScreenQueries(queryClient: QueryClient): User | undefined {
  const json = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent
  if (!json) return undefined
  for (const [queryKey, data] of JSON.parse(json) as QueryAnswers) queryClient.setQueryData(queryKey, data)
  return queryClient.getQueryData<User>(firstScreenUserKey)
}
