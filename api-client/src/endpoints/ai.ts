import type { HttpClient } from '../core/http-client.js'
import type {
  AiStatsResponse,
  AnalysisResponse,
  AnalyzeRequest,
  AnalyzeResponse,
  GenerateQuestionRequest,
  GenerateQuestionResponse,
} from '@dilemma/contract'
import type { Language } from '@dilemma/contract'

/** The AI analysis of a poll: its author (Pro, Premium or admin) asks for it after creating the poll; admins see its usage. */
export const aiEndpoints = (http: HttpClient) => ({
  /** Runs the analysis once per language; asking again answers the stored one. 503 AI_UNAVAILABLE when no service answers. */
  analyze: (request: AnalyzeRequest) => http.post<AnalyzeResponse>('/ai/analyze', request),
  /** The stored analysis in `language` (the newest in any language without it), or null; for the poll's author and admins. */
  analysisOf: (postId: number, language?: Language) =>
    http.get<AnalysisResponse>(`/ai/analysis/${postId}`, { query: { language } }),
  /** Usage of the analysis, for admins. */
  stats: () => http.get<AiStatsResponse>('/ai/stats'),
  /** A new question for the community, written by the AI, for admins. 503 AI_UNAVAILABLE when no service answers. */
  generateQuestion: (request: GenerateQuestionRequest) =>
    http.post<GenerateQuestionResponse>('/ai/generate-question', request),
})
