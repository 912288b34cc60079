/*
 * The stand-in when no AI service is configured or none answered: a fixed pick for the poll (a
 * hash of its texts) with a reasoning that says it is a demo, in the member's language.
 */
import { createHash } from 'node:crypto'
import type { OptionLetter } from '#models/post'
import type { Language } from '#services/i18n/languages'
import type { AiVerdict, PollQuestion } from '#services/ai/poll_question'

const REASONING: Record<Language, (letter: string, option: string) => string> = {
  de: (letter, option) =>
    `Option ${letter} („${option}“) wirkt hier am alltagstauglichsten. ` +
    'Dies ist eine Demo-Analyse: Es ist kein KI-Dienst angebunden.',
  en: (letter, option) =>
    `Option ${letter} ("${option}") looks like the most practical choice here. ` +
    'This is a demo analysis: no AI service is connected.',
  tr: (letter, option) =>
    `${letter} seçeneği ("${option}") burada en pratik seçim gibi görünüyor. ` +
    'Bu bir demo analizidir: bağlı bir yapay zekâ hizmeti yok.',
}

export function mockVerdictOf(poll: PollQuestion): AiVerdict {
  const letters = Object.keys(poll.options) as OptionLetter[]
  const digest = createHash('sha256')
    .update(JSON.stringify([poll.title, poll.description, poll.options]))
    .digest()
  const selectedOption = letters[digest[0]! % letters.length]!
  return {
    selectedOption,
    reasoning: REASONING[poll.language](selectedOption.toUpperCase(), poll.options[selectedOption]!),
    confidence: 50 + (digest[1]! % 36),
  }
}
