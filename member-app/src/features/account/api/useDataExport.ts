import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

/** While an archive is being prepared its state is asked again this often. */
export const DATA_EXPORT_POLL_MS = 3000

export const dataExportKey = ['account', 'data-export'] as const

export const dataExportQueryOptions = (client: ApiClient) =>
  queryOptions({
    queryKey: dataExportKey,
    queryFn: () => client.accounts.dataExport(),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? DATA_EXPORT_POLL_MS : false),
  })

/** `GET /users/me/export`: where her archive stands, asked again while it is being prepared. */
export function useDataExport() {
  return useQuery(dataExportQueryOptions(useApiClient()))
}
