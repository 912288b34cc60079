import type { ReportGroup } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { invalidateAfterPostChange } from '../../../lib/postChanges'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { reportsQueryKey } from './useReportGroups'

/**
 * `POST /reports/posts/{postId}/delete-post`, once confirmed: deletes the post and resolves every
 * report of it. After a failure (e.g. the post was purged meanwhile) the queue reloads.
 */
export function useDeleteReportedPostOfGroup() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: (group: ReportGroup) => client.reports.deletePostOfGroup(group.post_id!),
    onSuccess: () => invalidateAfterPostChange(queryClient),
    onError: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  })
}
