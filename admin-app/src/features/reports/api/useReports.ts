import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/design-system'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const reportsQueryKey = ['reports'] as const

export const reportsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: reportsQueryKey, queryFn: () => client.reports.list(), select: (body) => body.reports })

/** `GET /reports`: the pending reports, newest first; for admins. */
export function useReports() {
  return useQuery(reportsQueryOptions(useApiClient()))
}
