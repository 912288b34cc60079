import type { AdminAppealsQuery, ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const appealsQueryKey = ['admin', 'appeals'] as const

export const adminAppealsQueryOptions = (client: ApiClient, query: AdminAppealsQuery) =>
  queryOptions({
    queryKey: [...appealsQueryKey, query],
    queryFn: () => client.admin.appeals(query),
    placeholderData: (previous) => previous,
  })

/** `GET /admin/appeals`: one page of appeals, the pending ones oldest first. */
export function useAdminAppeals(query: AdminAppealsQuery) {
  return useQuery(adminAppealsQueryOptions(useApiClient(), query))
}
