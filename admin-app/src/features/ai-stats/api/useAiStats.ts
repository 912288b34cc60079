import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'

export const aiStatsQueryOptions = (client: ApiClient) =>
  queryOptions({ queryKey: ['ai', 'stats'], queryFn: () => client.ai.stats(), select: (response) => response.data })

/** `GET /ai/stats`: how the AI analysis of polls is used; for admins only. */
export function useAiStats() {
  return useQuery(aiStatsQueryOptions(useApiClient()))
}
