import type { Language } from '#services/i18n/languages'
import { askInTurn } from '#services/ai/ask_in_turn'
import { FOCUS_CATEGORIES, randomFocusCategory, type FocusCategoryId } from '#rules/focus_categories'
import { mockQuestionOf } from '#services/ai/mock_questions'
import { generatorPromptOf, questionDraftOf } from '#services/ai/question_generator'

/**
 * POST /ai/generate-question: a new question for the community in `language`, with `optionCount`
 * options, on the focus category asked for or one drawn at random. Nothing is stored: the admin
 * previews it and may save it as a poll.
 */
export default class GenerateQuestion {
  static async handle(request: { language: Language; optionCount: number; focusCategory?: FocusCategoryId }) {
    const focus = request.focusCategory ?? randomFocusCategory()
    const asked = { focus, language: request.language, optionCount: request.optionCount }
    const { value: draft, provider } = await askInTurn(
      generatorPromptOf(asked),
      (answer) => questionDraftOf(answer, asked.optionCount),
      () => mockQuestionOf(focus, asked.language, asked.optionCount),
    )
    return { ...draft, category: { id: focus, name: FOCUS_CATEGORIES[focus].name }, provider }
  }
}
