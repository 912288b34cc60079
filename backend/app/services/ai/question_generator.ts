/*
 * What an AI service is asked for a new community question, and how its answer is read: a JSON
 * object with a title, a description and exactly the wanted number of options, within the limits
 * of a poll (member-spec §5), so that a saved question passes the poll's own rules.
 */
import type { Language } from '#services/i18n/languages'
import { parseJsonAnswer, type JsonPrompt } from '#services/ai/ai_services'
import { FOCUS_CATEGORIES, type FocusCategoryId } from '#rules/focus_categories'
import { LANGUAGE_NAMES } from '#services/ai/poll_question'
import type { QuestionDraft } from '#services/ai/mock_questions'

const TITLE_LIMIT = 100
const DESCRIPTION_LIMIT = 1000
const OPTION_LIMIT = 100

export interface QuestionRequest {
  focus: FocusCategoryId
  language: Language
  optionCount: number
}

export function generatorPromptOf({ focus, language, optionCount }: QuestionRequest): JsonPrompt {
  const category = FOCUS_CATEGORIES[focus]
  return {
    system:
      'You write questions for a quick-decision polling community of women and mothers, who answer ' +
      'anonymously and honestly within minutes. A question is an everyday dilemma, concrete and kind, ' +
      `never medical or legal advice. Answer with a JSON object only: {"title": "<at most ${TITLE_LIMIT} ` +
      `characters>", "description": "<one or two sentences of context>", "options": ["<at most ${OPTION_LIMIT} ` +
      'characters>", …]}.',
    user:
      `Write one question about ${category.name} matters (${category.topics}) with exactly ${optionCount} ` +
      `options, all in ${LANGUAGE_NAMES[language]}.`,
  }
}

/** Reads a service's answer; throws when it is not a question a poll could be made of. */
export function questionDraftOf(answer: string, optionCount: number): QuestionDraft {
  const parsed = parseJsonAnswer(answer)
  const text = (value: unknown, limit: number) => {
    const trimmed = typeof value === 'string' ? value.trim() : ''
    if (!trimmed || trimmed.length > limit) throw new Error(`The AI wrote an empty or too long text: ${String(value)}`)
    return trimmed
  }
  const options = Array.isArray(parsed.options) ? parsed.options : []
  if (options.length !== optionCount) throw new Error(`The AI wrote ${options.length} options, not ${optionCount}`)
  return {
    title: text(parsed.title, TITLE_LIMIT),
    description: text(parsed.description, DESCRIPTION_LIMIT),
    options: options.map((option) => text(option, OPTION_LIMIT)),
  }
}
