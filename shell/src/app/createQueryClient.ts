import { isApiError } from '@dilemma/api-client'
import { QueryClient } from '@dilemma/app-runtime'

const maxRetries = 2

/** A 4xx answer will not change by asking again; network and server failures may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const clientError = isApiError(error) && error.status >= 400 && error.status < 500
  return !clientError && failureCount < maxRetries
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetryQuery },
      mutations: { retry: false },
    },
  })
}
