import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { popupsOf } from '../utils/popupList'

export const popupsQueryKey = ['popups'] as const

export const popupsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: popupsQueryKey, queryFn: () => client.popups.list(), select: popupsOf })

/** `GET /popups`: every popup, newest first; for admins. */
export function usePopups() {
  return useQuery(popupsQueryOptions(useApiClient()))
}
