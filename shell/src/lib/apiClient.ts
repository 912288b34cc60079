import { createApiClient } from '@dilemma/api-client'
import { createLiveEvents } from '@dilemma/design-system'

/** The one API client of the page; remotes reach it through `useApiClient()`. */
export const apiClient = createApiClient({ baseUrl: '/api' })

/**
 * The page's one live-results stream; remotes follow channels through `useLiveChannel()`. A
 * refused subscription renews the session through the API client and asks once more.
 */
export const liveEvents = createLiveEvents({ baseUrl: '/api', renewSession: () => apiClient.users.me() })
