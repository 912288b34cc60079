import { createApiClient } from '@dilemma/api-client'

/** The one API client of the page; remotes reach it through `useApiClient()`. */
export const apiClient = createApiClient({ baseUrl: '/api' })
