import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { badgeKeys } from './badgeKeys'

export const myBadgesQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: badgeKeys.mine(), queryFn: () => client.badges.mine() })

/** `GET /users/badges`: every badge with her earned state, and her progress per badge type. */
export function useMyBadges() {
  return useQuery(myBadgesQueryOptions(useApiClient()))
}
