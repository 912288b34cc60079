import type { ApiClient } from '@dilemma/api-client'
import { readApiError, useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

const registrationLinkQuery = (client: ApiClient, token: string) =>
  queryOptions({
    queryKey: ['auth', 'registration-link', token],
    queryFn: () => client.accounts.checkRegistrationLink(token),
    // Every check counts against the server's per-IP token limit: once per visit of the page.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  })

/** `GET /auth/registration-token/:token`: whether the mailed link can still register, and for whom. */
export function useRegistrationLink(token: string) {
  const client = useApiClient()
  return useQuery(registrationLinkQuery(client, token))
}

/** The server's answer for a used, expired or unknown registration link. */
export const isRejectedLink = (error: unknown) => readApiError(error)?.code === 'INVALID_OR_EXPIRED_TOKEN'
