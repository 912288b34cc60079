import type { ReportGroup } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { reportsQueryKey } from './useReportGroups'

/**
 * Reject (live post) or clear (deleted post), once confirmed: `POST /reports/posts/{postId}/reject`
 * for the whole group; a report whose post was purged names no post, so it is cleared on its own
 * (`POST /reports/{id}/reject`). Success or failure, the queue reloads: after a failure the card
 * shows what changed meanwhile instead of staying stale.
 */
export function useDismissReportGroup() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: reportsQueryKey })
  return useConfirmedAction({
    mutationFn: (group: ReportGroup) =>
      group.post_id === null
        ? client.reports.reject(group.reports[0]!.report_id)
        : client.reports.rejectGroup(group.post_id),
    onSuccess: reload,
    onError: reload,
  })
}
