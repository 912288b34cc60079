import type { AdminUsersQuery, ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { usersQueryKey } from '../../../lib/usersQueryKey'

export const adminUsersQueryOptions = (client: ApiClient, query: AdminUsersQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, 'list', query],
    queryFn: () => client.admin.users(query),
    // The page on screen stays while the next one loads, so that the filters keep their focus.
    placeholderData: (previous) => previous,
  })

/** `GET /admin/users`: one page of the members under the filters. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(useApiClient(), query))
}
