import { useApiClient, useQueryClient } from '@dilemma/design-system'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { popupsQueryKey } from './usePopups'

/** `DELETE /popups/{id}`, once confirmed. */
export function useDeletePopup() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useConfirmedAction({
    mutationFn: (popupId: number) => client.popups.delete(popupId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupsQueryKey }),
  })
}
