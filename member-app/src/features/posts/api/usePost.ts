import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { postKeys } from '@/entities/post'

export const postQueryOptions = (client: ApiClient, id: number) =>
  queryOptions({ queryKey: postKeys.detail(id), queryFn: () => client.posts.get(id) })

/** `GET /posts/:id`; nothing is asked for an id that cannot exist. */
export function usePost(id: number) {
  return useQuery({ ...postQueryOptions(useApiClient(), id), enabled: Number.isInteger(id) && id > 0 })
}
