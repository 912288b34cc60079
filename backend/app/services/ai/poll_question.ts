/*
 * What an AI service is asked about a poll, and how its answer is read: a JSON object with the
 * chosen option letter, the reasoning in the member's language and a confidence percent.
 */
import type { OptionLetter } from '#models/post'
import type { Language } from '#services/i18n/languages'
import { parseJsonAnswer, type JsonPrompt } from '#services/ai/ai_services'

export interface PollQuestion {
  title: string
  description: string
  /** The poll's options by letter, only those it has. */
  options: Partial<Record<OptionLetter, string>>
  language: Language
}

export interface AiVerdict {
  selectedOption: OptionLetter
  reasoning: string
  /** Percent, 0..100, when the service gave one. */
  confidence: number | null
}

export const LANGUAGE_NAMES: Record<Language, string> = { de: 'German', en: 'English', tr: 'Turkish' }
const MAX_REASONING_LENGTH = 2000

const SYSTEM_PROMPT =
  'You take part in a community of women and mothers who help each other decide quickly. ' +
  'Pick the one option you would choose for the poll you are given and explain why in two to four ' +
  'friendly, practical sentences. Answer with a JSON object only: ' +
  '{"option": "<letter>", "reasoning": "<text>", "confidence": <whole number 0-100>}.'

/** What the AI is asked: the poll, its options by letter and the language of the reasoning. */
export function analysisPromptOf(poll: PollQuestion): JsonPrompt {
  const options = Object.entries(poll.options).map(([letter, text]) => `${letter.toUpperCase()}: ${text}`)
  const user = [
    `Question: ${poll.title}`,
    `Details: ${poll.description}`,
    'Options:',
    ...options,
    `Write the reasoning in ${LANGUAGE_NAMES[poll.language]}.`,
  ].join('\n')
  return { system: SYSTEM_PROMPT, user }
}

/** Reads a service's answer; throws when it is not a usable verdict for this poll. */
export function verdictOf(answer: string, poll: PollQuestion): AiVerdict {
  const parsed = parseJsonAnswer(answer)
  const letter = typeof parsed.option === 'string' ? parsed.option.trim().toLowerCase() : ''
  if (!(letter in poll.options)) throw new Error(`The AI chose no option of the poll: ${String(parsed.option)}`)
  if (typeof parsed.reasoning !== 'string' || !parsed.reasoning.trim()) throw new Error('The AI gave no reasoning')
  const confidence = Number(parsed.confidence)
  return {
    selectedOption: letter as OptionLetter,
    reasoning: parsed.reasoning.trim().slice(0, MAX_REASONING_LENGTH),
    confidence: Number.isFinite(confidence) ? Math.min(100, Math.max(0, Math.round(confidence))) : null,
  }
}
