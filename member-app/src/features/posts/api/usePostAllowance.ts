import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { postKeys } from '@/entities/post'

export const postAllowanceQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: postKeys.allowance, queryFn: () => client.posts.allowance(), staleTime: 0 })

/** `GET /posts/allowance`: how many polls the member may still create today. */
export function usePostAllowance(enabled: boolean) {
  return useQuery({ ...postAllowanceQueryOptions(useApiClient()), enabled })
}
