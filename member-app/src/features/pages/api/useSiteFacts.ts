import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const siteFactsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['site-facts'], queryFn: () => client.siteFacts.get(), staleTime: 5 * 60_000 })

/** `GET /site-facts`: the server's figures, contact and operator details the content pages quote. */
export function useSiteFacts() {
  return useQuery(siteFactsQueryOptions(useApiClient()))
}
