import type { AiAnalysis } from '@dilemma/api-client'

/** An AI analysis as the API answers it, for component tests. */
export function aiAnalysisFixture(overrides: Partial<AiAnalysis> = {}): AiAnalysis {
  return {
    postId: 1,
    selectedOption: 'b',
    reasoning: 'Eine Tagesmutter betreut kleinere Gruppen.',
    confidence: 82,
    analysisTime: 1200,
    provider: 'deepseek',
    language: 'en',
    createdAt: '2026-01-01T10:00:05.000Z',
    ...overrides,
  }
}
