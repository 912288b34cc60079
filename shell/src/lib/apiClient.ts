import { createApiClient } from '@dilemma/api-client'
import { lazyLiveEvents } from '@dilemma/design-system'

/** The one API client of the page; remotes reach it through `useApiClient()`. */
export const apiClient = createApiClient({ baseUrl: '/api' })

/**
 * The page's one live-results stream; remotes follow channels through `useLiveChannel()`. Its
 * code loads with the first channel followed. A refused subscription renews the session through
 * the API client and asks once more.
 */
export const liveEvents = lazyLiveEvents(() =>
  import('@dilemma/design-system/live').then(({ createLiveEvents }) =>
    createLiveEvents({ baseUrl: '/api', renewSession: () => apiClient.users.me() }),
  ),
)
