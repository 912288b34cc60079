import AiAnalysis from '#models/ai_analysis'
import type User from '#models/user'
import { findVisiblePost } from '#queries/posts/find_post'
import { postPolicyFor } from '#policies/post_policy'
import type { Language } from '#services/i18n/languages'

/**
 * The stored analysis of a poll in `language` (without one: the newest in any language), for
 * its author and admins; null when there is none.
 */
export async function findAnalysis(postId: number, viewer: User, language?: Language): Promise<AiAnalysis | null> {
  const post = await findVisiblePost(postId, viewer)
  await postPolicyFor(viewer).authorize('viewAnalysis', post)
  return analysisOf(post.id, language)
}

/** The stored analysis of a poll in `language`, or the newest in any language without one. */
export function analysisOf(postId: number, language?: Language): Promise<AiAnalysis | null> {
  const query = AiAnalysis.query().where('post_id', postId)
  if (language) query.where('language', language)
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').first()
}
