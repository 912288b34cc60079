import type { AnalyzeRequest, Language, OptionLetter, Post } from '@dilemma/api-client'
import { readApiError } from '@dilemma/app-runtime'

/** The AI analysis after a poll is created (member-spec §4 "Add post"). */
export type AiAnalysisState = 'starting' | 'completed' | 'error' | 'retrying'

/** A TanStack mutation's status. */
export type MutationStatus = 'idle' | 'pending' | 'success' | 'error'

/** The state of the analysis call; `retried` once the author asked again after an error. */
export function aiAnalysisState(status: MutationStatus, retried: boolean): AiAnalysisState {
  if (status === 'success') return 'completed'
  if (status === 'error') return 'error'
  // 'idle' only in the moment between the poll's creation and the call: it is about to start.
  return retried ? 'retrying' : 'starting'
}

/** The analysis request for a poll as the server stored it, in the reader's language. */
export function analyzeRequestOf(post: Post, language: Language): AnalyzeRequest {
  const options: AnalyzeRequest['options'] = { a: post.option_a, b: post.option_b }
  if (post.option_c) options.c = post.option_c
  if (post.option_d) options.d = post.option_d
  return { postId: post.id, language, title: post.title, description: post.description, options }
}

/** HTTP 503 (no AI service answered) has its own text; any other failure the general one (member-spec §8). */
export function aiFailureMessageId(error: unknown): string {
  return readApiError(error)?.status === 503 ? 'member.posts.ai.unavailable' : 'member.posts.ai.failed'
}

/** The text of the option the AI picked, or '' when the poll has no such option. */
export function pickedOptionText(post: Post, letter: OptionLetter): string {
  return post[`option_${letter}`] ?? ''
}
