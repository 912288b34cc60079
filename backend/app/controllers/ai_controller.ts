import type * as Wire from '@dilemma/contract'
import type { HttpContext } from '@adonisjs/core/http'
import { analysisLanguageValidator, analyzeValidator, generateQuestionValidator } from '#validators/ai'
import AnalyzePost from '#actions/ai/analyze_post'
import { findAnalysis } from '#queries/ai/find_analysis'
import { aiStats } from '#queries/ai/ai_stats'
import GenerateQuestion from '#actions/ai/generate_question'
import type { FocusCategoryId } from '#rules/focus_categories'
import { adminPolicyFor } from '#policies/admin_policy'
import { serializeAnalysis } from '#serializers/ai_analysis_serializer'

/** The AI analysis of a poll (member-spec §7 AI). */
export default class AiController {
  async analyze({ request, auth }: HttpContext) {
    const { postId, language } = await request.validateUsing(analyzeValidator)
    const analysis = await AnalyzePost.handle({ postId, author: auth.use('web').getUserOrFail(), language })
    return {
      success: true,
      data: serializeAnalysis(analysis),
      message: 'Analysis completed',
    } satisfies Wire.AnalyzeResponse
  }

  async show({ params, request, auth }: HttpContext) {
    const { language } = await analysisLanguageValidator.validate(request.qs())
    const analysis = await findAnalysis(Number(params.postId), auth.use('web').getUserOrFail(), language)
    return { success: true, data: analysis ? serializeAnalysis(analysis) : null } satisfies Wire.AnalysisResponse
  }

  /** GET /ai/stats: usage of the analysis, for the admin console. */
  async stats({ auth }: HttpContext) {
    await adminPolicyFor(auth.use('web').getUserOrFail()).authorize('viewAiStats')
    return { success: true, data: await aiStats() } satisfies Wire.AiStatsResponse
  }

  /** POST /ai/generate-question: a question for the community, for the admin console. */
  async generateQuestion({ request, auth }: HttpContext) {
    await adminPolicyFor(auth.use('web').getUserOrFail()).authorize('generateQuestions')
    const { language, optionCount, focusCategory } = await request.validateUsing(generateQuestionValidator)
    const question = await GenerateQuestion.handle({
      language,
      optionCount,
      focusCategory: focusCategory as FocusCategoryId | undefined,
    })
    return { success: true, data: question, message: 'Question generated' } satisfies Wire.GenerateQuestionResponse
  }
}
