import { OPTION_LETTERS, type GeneratedQuestion } from '@dilemma/api-client'
import type { BatchOutcome } from '../batch.js'

type Generated = { item: number; result: GeneratedQuestion }

/** One `ai generate` run: the questions by number, and (with --save) their posting. */
export interface QuestionRun {
  generated: BatchOutcome<number, GeneratedQuestion>
  saved: BatchOutcome<Generated, number>
  /** `preview`: no --save; `dry-run`: --save --dry-run, nothing posted. */
  mode: 'preview' | 'saved' | 'dry-run'
}

type Saving = { postId: number } | { code: string; message: string } | null

const LETTERS = OPTION_LETTERS.map((letter) => letter.toUpperCase())

/** How posting question `number` went; null when it was not to be posted. */
function savingOf({ saved, mode }: QuestionRun, number: number): Saving {
  if (mode !== 'saved') return null
  const done = saved.done.find(({ item }) => item.item === number)
  if (done) return { postId: done.result }
  const failed = saved.failed.find(({ item }) => item.item === number)
  if (failed) return { code: failed.code, message: failed.message }
  return { code: 'NOT_SAVED', message: 'saving stopped (see the error)' }
}

export function questionsJson(run: QuestionRun) {
  return {
    dryRun: run.mode === 'dry-run',
    questions: run.generated.done.map(({ item, result }) => {
      const saving = savingOf(run, item)
      return {
        number: item,
        ...result,
        post_id: saving && 'postId' in saving ? saving.postId : null,
        save_error: saving && 'code' in saving ? saving : null,
      }
    }),
    failed: run.generated.failed.map(({ item, code, message }) => ({ number: item, code, message })),
    skipped: run.generated.skipped,
  }
}

export function describeQuestions(run: QuestionRun): string {
  const blocks = run.generated.done.map(({ item, result }) => describeQuestion(item, result, savingOf(run, item)))
  const lines = [
    ...run.generated.failed.map(({ item, code, message }) => `failed   question ${item}: ${message} (${code})`),
    ...run.generated.skipped.map((item) => `skipped  question ${item}`),
  ]
  const generated = run.generated.done.length
  const summary = {
    preview: `${generated} question(s) generated.`,
    'dry-run': `${generated} question(s) generated; dry run, none posted.`,
    saved: `${generated} question(s) generated, ${run.saved.done.length} saved.`,
  }[run.mode]
  return [...blocks, [...lines, summary].join('\n')].join('\n\n')
}

function describeQuestion(number: number, question: GeneratedQuestion, saving: Saving): string {
  const lines = [
    `${number}. ${question.title}  (${question.category.name}, ${question.provider})`,
    `   ${question.description}`,
    ...question.options.map((option, index) => `   ${LETTERS[index]}) ${option}`),
  ]
  if (saving)
    lines.push(
      'postId' in saving ? `   saved as post ${saving.postId}` : `   not saved: ${saving.message} (${saving.code})`,
    )
  return lines.join('\n')
}
