import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useConfirmedAction } from '../../../lib/useConfirmedAction'
import { popupsQueryKey } from './usePopups'

/**
 * `DELETE /popups/{id}`, once confirmed. Success or failure, the list reloads: a popup deleted
 * meanwhile by another admin disappears instead of staying with working buttons.
 */
export function useDeletePopup() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: popupsQueryKey })
  return useConfirmedAction({
    mutationFn: (popupId: number) => client.popups.delete(popupId),
    onSuccess: reload,
    onError: reload,
  })
}
