import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const plansQueryKey = ['plans'] as const

export const plansQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: plansQueryKey, queryFn: () => client.payments.plans(), staleTime: 5 * 60_000 })

/** `GET /plans`: the server's plan table (names, prices, features) and whether payments are a demo. */
export function usePlans() {
  return useQuery(plansQueryOptions(useApiClient()))
}
