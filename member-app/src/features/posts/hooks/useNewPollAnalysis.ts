import type { Post } from '@dilemma/api-client'
import { useState } from 'react'
import { useAnalyzePoll } from '../api/useAnalyzePoll'
import { aiAnalysisState } from '../lib/aiAnalysisRules'

/** The AI analysis the author asked for with her new poll: start, state, and a retry after an error. */
export function useNewPollAnalysis() {
  const analyze = useAnalyzePoll()
  const [retried, setRetried] = useState(false)
  return {
    state: aiAnalysisState(analyze.status, retried),
    analysis: analyze.data?.data,
    error: analyze.error,
    start: (post: Post) => analyze.mutate(post),
    retry: () => {
      if (!analyze.variables) return
      setRetried(true)
      analyze.mutate(analyze.variables)
    },
    reset: () => {
      setRetried(false)
      analyze.reset()
    },
  }
}

export type NewPollAnalysis = ReturnType<typeof useNewPollAnalysis>
