import type AiAnalysis from '#models/ai_analysis'
import type * as Wire from '@dilemma/contract'

/** An analysis as the API answers it (member-spec §3: selectedOption, reasoning, analysisTime, provider). */
export function serializeAnalysis(analysis: AiAnalysis): Wire.AiAnalysis {
  return {
    postId: analysis.postId,
    selectedOption: analysis.selectedOption,
    reasoning: analysis.reasoning,
    confidence: analysis.confidence,
    analysisTime: analysis.analysisTimeMs,
    provider: analysis.provider,
    language: analysis.language,
    createdAt: analysis.createdAt.toUTC().toISO()!,
  }
}
