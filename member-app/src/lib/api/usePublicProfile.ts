import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const publicProfileKey = (userId: number) => ['public-profile', userId] as const

export const publicProfileQueryOptions = (client: ApiClient, userId: number) =>
  queryOptions({ queryKey: publicProfileKey(userId), queryFn: () => client.users.publicProfile(userId) })

/** `GET /users/:id/public-profile`; nothing is asked for an id that cannot exist. */
export function usePublicProfile(userId: number) {
  return useQuery({ ...publicProfileQueryOptions(useApiClient(), userId), enabled: isUserId(userId) })
}

export function isUserId(value: number): boolean {
  return Number.isInteger(value) && value > 0
}
