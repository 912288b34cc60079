import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { reportsQueryKey } from './useReportGroups'

/**
 * One report rejected alone, once confirmed (`POST /reports/{id}/reject`), as the CLI's
 * `reports reject` does; the post and its other reports stay. The queue reloads either way.
 */
export function useRejectReport() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: reportsQueryKey })
  return useConfirmedAction({
    mutationFn: (reportId: number) => client.reports.reject(reportId),
    onSuccess: reload,
    onError: reload,
  })
}
