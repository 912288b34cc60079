import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

/** Every query of the reports tab; `invalidateAfterPostChange` reloads them too. */
export const reportsQueryKey = ['reports'] as const

export const reportGroupsQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: [...reportsQueryKey, 'grouped'],
    queryFn: () => client.reports.grouped(),
    select: (body) => body.groups,
  })

/** `GET /reports/grouped`: the review queue, one group per reported post; for admins. */
export function useReportGroups() {
  return useQuery(reportGroupsQueryOptions(useApiClient()))
}
