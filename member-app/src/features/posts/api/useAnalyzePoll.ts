import type { AnalysisResponse, Post } from '@dilemma/api-client'
import { fallbackLanguage, useApiClient, useMutation, useQueryClient } from '@dilemma/app-runtime'
import { useCurrentLanguage } from '@/lib/currentLanguage'
import { analyzeRequestOf } from '../lib/aiAnalysisRules'
import { postKeys } from '@/entities/post'

/**
 * `POST /ai/analyze`: the AI picks an option of the author's poll, reasoning in the page's
 * language; the answer is the poll's stored analysis too.
 */
export function useAnalyzePoll() {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const language = useCurrentLanguage() ?? fallbackLanguage
  return useMutation({
    mutationFn: (post: Post) => client.ai.analyze(analyzeRequestOf(post, language)),
    onSuccess: ({ data }) =>
      queryClient.setQueryData<AnalysisResponse>(postKeys.aiAnalysis(data.postId, data.language), {
        success: true,
        data,
      }),
  })
}
