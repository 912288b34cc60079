import type { ReportGroup } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { invalidateAfterPostChange } from '../../../lib/postChanges'
import { useReasonedAction } from '../../../lib/useReasonedAction'
import { reportsQueryKey } from './useReportGroups'

/**
 * `POST /reports/posts/{postId}/delete-post`, once the admin gave a reason (its author is told it):
 * deletes the post and resolves every report of it. After a failure (e.g. the post was purged
 * meanwhile) the queue reloads.
 */
export function useDeleteReportedPostOfGroup() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useReasonedAction({
    mutationFn: (group: ReportGroup, statement) => client.reports.deletePostOfGroup(group.post_id!, statement),
    onSuccess: () => invalidateAfterPostChange(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  })
}
