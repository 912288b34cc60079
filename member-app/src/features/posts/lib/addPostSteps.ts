import type { AiAnalysisState, MutationStatus } from './aiAnalysisRules'

/**
 * Where the add-post modal is (member-spec §4 "Add post"): the form, creating the poll, created,
 * or, when the author asked for it, the AI analysis that follows.
 */
export type AddPostStep = 'form' | 'creating' | 'created' | AiAnalysisState

export function addPostStep(
  createStatus: MutationStatus,
  analysisAsked: boolean,
  analysisState: AiAnalysisState,
): AddPostStep {
  if (createStatus === 'pending') return 'creating'
  if (createStatus !== 'success') return 'form'
  return analysisAsked ? analysisState : 'created'
}

const busyMessageIds: Partial<Record<AddPostStep, string>> = {
  creating: 'member.posts.add.creating',
  starting: 'member.posts.ai.analysing',
  retrying: 'member.posts.ai.retrying',
}

/** The spinner's text while something is under way, else null. */
export function busyMessageId(step: AddPostStep): string | null {
  return busyMessageIds[step] ?? null
}

/** The success message closes the modal by itself; an AI error waits for the author. */
export function closesByItself(step: AddPostStep): boolean {
  return step === 'created' || step === 'completed'
}
