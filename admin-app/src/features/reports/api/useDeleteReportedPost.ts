import { useApiClient, useQueryClient } from '@dilemma/design-system'
import { invalidateAfterPostChange } from '../../../lib/postChanges'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'

/** `POST /reports/{id}/delete-post`, once confirmed: deletes the post and resolves its reports. */
export function useDeleteReportedPost() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: (reportId: number) => client.reports.deletePost(reportId),
    onSuccess: () => invalidateAfterPostChange(queryClient),
  })
}
