import type { DataExportRequest } from '@dilemma/api-client'
import { useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { dataExportKey } from './useDataExport'

/** `POST /users/me/export`: the answer ("preparing") replaces the state, which polling then follows. */
export function useRequestDataExport() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (request: DataExportRequest) => client.accounts.requestDataExport(request),
    onSuccess: (state) => queryClient.setQueryData(dataExportKey, state),
  })
}
