import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { badgeKeys } from './badgeKeys'

export const memberStatsQueryOptions = (client: ApiClient, userId: number) =>
  queryOptions({ queryKey: badgeKeys.stats(userId), queryFn: () => client.badges.stats(userId) })

/** `GET /users/:id/stats`: her own figures (the stats modal). */
export function useMemberStats(userId: number) {
  return useQuery(memberStatsQueryOptions(useApiClient(), userId))
}
