import type { CreatePopupRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { popupsQueryKey } from './usePopups'

/** `POST /popups` (multipart): a new popup from an image and an optional description. */
export function useCreatePopup() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: CreatePopupRequest) => client.popups.create(request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: popupsQueryKey }),
  })
}
