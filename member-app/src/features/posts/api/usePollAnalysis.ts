import type { ApiClient, Language } from '@dilemma/api-client'
import { fallbackLanguage, useApiClient } from '@dilemma/app-runtime'
import { queryOptions, useQuery } from '@dilemma/design-system/widgets'
import { useCurrentLanguage } from '@/lib/currentLanguage'
import { postKeys } from '@/entities/post'

export const pollAnalysisQueryOptions = (client: ApiClient, postId: number, language: Language) =>
  queryOptions({
    queryKey: postKeys.aiAnalysis(postId, language),
    queryFn: () => client.ai.analysisOf(postId, language),
  })

/**
 * `GET /ai/analysis/:postId?language=`: the poll's stored AI analysis in the page's language
 * (data null when there is none in it); for its author only.
 */
export function usePollAnalysis(postId: number) {
  return useQuery(pollAnalysisQueryOptions(useApiClient(), postId, useCurrentLanguage() ?? fallbackLanguage))
}
