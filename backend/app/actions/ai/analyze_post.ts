import { DateTime } from 'luxon'
import AiAnalysis from '#models/ai_analysis'
import type Post from '#models/post'
import type User from '#models/user'
import { OPTION_LETTERS } from '#models/post'
import { postErrors } from '#exceptions/post_errors'
import { findVisiblePost } from '#queries/posts/find_post'
import { postPolicyFor } from '#policies/post_policy'
import { mayUsePaidFeatures } from '#services/posts/poll_rules'
import { isUniqueViolation } from '#services/sql/sql_results'
import type { Language } from '#services/i18n/languages'
import { analysisOf } from '#queries/ai/find_analysis'
import { askInTurn } from '#services/ai/ask_in_turn'
import { mockVerdictOf } from '#services/ai/mock_analysis'
import { analysisPromptOf, verdictOf, type PollQuestion } from '#services/ai/poll_question'

/**
 * The AI analysis of her own poll, for a Pro or Premium member (or an admin). A poll is analysed
 * once per language: asking again in that language answers the stored analysis and costs no AI
 * call; asking in another language writes the analysis in that one. Of two requests at the same
 * moment both ask the AI, and the second to store its answer gets the first's (the unique
 * post_id and language), so both answer the same analysis.
 */
export default class AnalyzePost {
  static async handle({
    postId,
    author,
    language,
  }: {
    postId: number
    author: User
    language: Language
  }): Promise<AiAnalysis> {
    const post = await findVisiblePost(postId, author)
    await postPolicyFor(author).authorize('analyze', post)
    if (!mayUsePaidFeatures(author.currentRole)) throw postErrors.premiumRequired()

    const stored = await analysisOf(post.id, language)
    if (stored) return stored
    const poll = questionOf(post, language)
    const {
      value: verdict,
      provider,
      elapsedMs,
    } = await askInTurn(
      analysisPromptOf(poll),
      (answer) => verdictOf(answer, poll),
      () => mockVerdictOf(poll),
    )
    try {
      return await AiAnalysis.create({
        postId: post.id,
        userId: author.id,
        provider,
        ...verdict,
        analysisTimeMs: elapsedMs,
        language,
        // As stored (whole seconds), so this answer equals the later ones that read it back.
        createdAt: DateTime.utc().startOf('second'),
      })
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      return (await analysisOf(post.id, language))!
    }
  }
}

function questionOf(post: Post, language: Language): PollQuestion {
  const texts = { a: post.optionA, b: post.optionB, c: post.optionC, d: post.optionD }
  const options = Object.fromEntries(
    OPTION_LETTERS.flatMap((letter) => (texts[letter] ? [[letter, texts[letter]]] : [])),
  )
  return { title: post.title, description: post.description, options, language }
}
