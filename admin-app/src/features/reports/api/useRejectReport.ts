import { useApiClient, useQueryClient } from '@dilemma/design-system'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { reportsQueryKey } from './useReports'

/** `POST /reports/{id}/reject`, once confirmed: dismisses the report (or clears one of a deleted post). */
export function useRejectReport() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: (reportId: number) => client.reports.reject(reportId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  })
}
