import type { ApiClient, AuditQuery } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const auditLogQueryOptions = (client: ApiClient, query: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: () => client.audit.list(query),
    // The page on screen stays while the next one loads, so that the filter keeps its focus.
    placeholderData: (previous) => previous,
    // Every moderator action adds an entry: a visit to the tab shows the newest.
    staleTime: 0,
  })

/** `GET /admin/audit`: one page of moderator actions, newest first. */
export function useAuditLog(query: AuditQuery) {
  return useQuery(auditLogQueryOptions(useApiClient(), query))
}
