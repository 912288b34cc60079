import type { ApiClient } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/design-system'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { postKeys } from './postKeys'

export const pollAnalysisQueryOptions = (client: ApiClient, postId: number) =>
  queryOptions({ queryKey: postKeys.aiAnalysis(postId), queryFn: () => client.ai.analysisOf(postId) })

/** `GET /ai/analysis/:postId`: the poll's stored AI analysis (data null when there is none); for its author only. */
export function usePollAnalysis(postId: number) {
  return useQuery(pollAnalysisQueryOptions(useApiClient(), postId))
}
