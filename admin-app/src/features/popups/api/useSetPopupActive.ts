import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { popupsQueryKey } from './usePopups'

export interface PopupActivation {
  popupId: number
  isActive: boolean
}

/**
 * `PUT /popups/{id}/toggle`: switches a popup on or off, without a confirmation (admin-spec §5).
 * The list reloads after a failure too, so a popup changed or deleted meanwhile shows as it is.
 */
export function useSetPopupActive() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ popupId, isActive }: PopupActivation) => client.popups.setActive(popupId, isActive),
    onSettled: () => queryClient.invalidateQueries({ queryKey: popupsQueryKey }),
  })
}
