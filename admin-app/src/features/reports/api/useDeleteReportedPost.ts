import { useApiClient, useQueryClient } from '@dilemma/design-system'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { reportsQueryKey } from './useReports'

/** `POST /reports/{id}/delete-post`, once confirmed: deletes the post and resolves its reports. */
export function useDeleteReportedPost() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: (reportId: number) => client.reports.deletePost(reportId),
    // In the shell every screen shares one query client: the lists of polls (`posts`) still hold it.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['posts'] }),
      ]),
  })
}
