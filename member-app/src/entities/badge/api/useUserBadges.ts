import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { badgeKeys } from './badgeKeys'

export const userBadgesQueryOptions = (client: ApiClient, userId: number) =>
  queryOptions({ queryKey: badgeKeys.ofUser(userId), queryFn: () => client.badges.ofUser(userId) })

/** `GET /users/:id/badges`: a member's earned badges, newest first (public). */
export function useUserBadges(userId: number) {
  return useQuery(userBadgesQueryOptions(useApiClient(), userId))
}
