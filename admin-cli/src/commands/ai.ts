import {
  AI_GENERATED_TAG,
  GENERATED_POLL_TIME_LIMIT_HOURS,
  pollTitleExists,
  saveGeneratedQuestion,
  titleKey,
  type ApiClient,
  type FocusCategoryId,
  type GeneratedQuestion,
  type GenerateQuestionRequest,
  type Language,
} from '@dilemma/api-client'
import { Option, type Command } from 'commander'
import { language, positiveInteger } from '../arguments.js'
import { attemptedAny, failIfIncomplete, runBatch } from '../batch.js'
import { CliError } from '../cli-error.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import type { Io } from '../io.js'
import { describeQuestions, questionsJson, type QuestionRun } from './ai-output.js'
import { registerAiStatsCommand } from './ai-stats.js'

interface GenerateOptions {
  count: number
  language: Language
  options: '2' | '3' | '4'
  focus?: `${FocusCategoryId}`
  save?: boolean
  dryRun?: boolean
  timeLimit: number
  voteLimit?: number
}

/** Each generation is one AI call; more than this in one run is more likely a typo. */
const MAX_QUESTIONS_PER_RUN = 50
const FOCUS_CATEGORIES = '1 structural, 2 relational, 3 life stages, 4 societal, 5 physical, 6 emotional'
/** How often a question is asked again when the AI repeats one already in the batch or posted. */
const ATTEMPTS_PER_QUESTION = 3

/** `ai generate`: batches of community questions written by the AI, optionally saved as polls. */
export function registerAiCommands(program: Command, io: Io): void {
  const ai = withExamples(program.command('ai').description('AI-written questions for the community'), [
    'dilemma-admin ai generate --count 5 --language en',
    'dilemma-admin ai generate --count 10 --options 3 --save',
  ])

  withExamples(
    ai
      .command('generate')
      .description(`let the AI write questions; --save posts each as a poll tagged "${AI_GENERATED_TAG}"`)
      .option('-n, --count <count>', `how many questions (1 to ${MAX_QUESTIONS_PER_RUN})`, positiveInteger, 1)
      .option('-l, --language <language>', 'language of the questions: de, en or tr', language, 'de')
      .addOption(new Option('-o, --options <count>', 'options per question').choices(['2', '3', '4']).default('2'))
      .addOption(
        new Option(
          '--focus <category>',
          `focus category (default: a random one each time): ${FOCUS_CATEGORIES}`,
        ).choices(['1', '2', '3', '4', '5', '6']),
      )
      .option('--save', 'post each question as a poll')
      .option(
        '--time-limit <hours>',
        'with --save: the polls close after this many hours',
        positiveInteger,
        GENERATED_POLL_TIME_LIMIT_HOURS,
      )
      .addOption(
        new Option('--vote-limit <count>', 'with --save: the polls close at this many votes (odd, 11 to 9999)')
          .argParser(positiveInteger)
          .conflicts('timeLimit'),
      )
      .option('--dry-run', 'with --save: generate the questions but post nothing')
      .action(actionWith(io, generate)),
    [
      'dilemma-admin ai generate',
      'dilemma-admin ai generate --count 5 --language en --options 3',
      'dilemma-admin ai generate -n 10 -l tr --focus 6 --save',
      'dilemma-admin ai generate -n 5 --save --time-limit 48',
      'dilemma-admin ai generate -n 5 --save --vote-limit 51',
      'dilemma-admin ai generate -n 3 --save --dry-run --json',
    ],
  )
  registerAiStatsCommand(ai, io)
}

/**
 * One new question: asked again while the AI repeats a title of this batch or (when saving) of a
 * poll that exists, so a batch never posts the same question twice.
 */
function uniqueQuestions(api: ApiClient, request: GenerateQuestionRequest, checkExisting: boolean) {
  const taken = new Set<string>()
  return async (): Promise<GeneratedQuestion> => {
    for (let attempt = 1; attempt <= ATTEMPTS_PER_QUESTION; attempt++) {
      const { data } = await api.ai.generateQuestion(request)
      const key = titleKey(data.title)
      if (taken.has(key) || (checkExisting && (await pollTitleExists(api, data.title)))) continue
      taken.add(key)
      return data
    }
    throw new CliError(`the AI repeated questions ${ATTEMPTS_PER_QUESTION} times`, 'DUPLICATE_QUESTION')
  }
}

/**
 * The limits of a saved poll, checked against the server's own ranges before any AI call is
 * spent: the vote limit odd within them, the time limit within them (POST /posts's rules).
 */
async function checkLimits(api: ApiClient, { voteLimit, timeLimit }: GenerateOptions): Promise<void> {
  const facts = await api.siteFacts.get()
  const within = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max
  if (voteLimit !== undefined && (voteLimit % 2 === 0 || !within(voteLimit, facts.voteLimit)))
    throw new CliError(`--vote-limit must be odd, ${facts.voteLimit.min} to ${facts.voteLimit.max}`, 'USAGE')
  if (voteLimit === undefined && !within(timeLimit, facts.timeLimitHours))
    throw new CliError(`--time-limit must be ${facts.timeLimitHours.min} to ${facts.timeLimitHours.max} hours`, 'USAGE')
}

async function generate(context: CommandContext, options: GenerateOptions): Promise<void> {
  if (options.count > MAX_QUESTIONS_PER_RUN)
    throw new CliError(`--count must be at most ${MAX_QUESTIONS_PER_RUN}`, 'USAGE')
  const request: GenerateQuestionRequest = {
    language: options.language,
    optionCount: Number(options.options) as GenerateQuestionRequest['optionCount'],
    focusCategory: options.focus === undefined ? undefined : (Number(options.focus) as FocusCategoryId),
  }
  const { api, output } = context
  if (options.save) await checkLimits(api, options)
  const numbers = Array.from({ length: options.count }, (_, index) => index + 1)
  const generated = await runBatch(context, 'generating', numbers, uniqueQuestions(api, request, Boolean(options.save)))
  const posting = options.save && !options.dryRun
  const limit = options.voteLimit === undefined ? { time_limit: options.timeLimit } : { vote_limit: options.voteLimit }
  const saved = await runBatch(context, 'saving', posting ? generated.done : [], async ({ result }) => {
    const { post } = await saveGeneratedQuestion(api, result, limit)
    return post.id
  })

  const run: QuestionRun = { generated, saved, mode: posting ? 'saved' : options.save ? 'dry-run' : 'preview' }
  if (attemptedAny(generated)) output.result(questionsJson(run), () => describeQuestions(run))
  failIfIncomplete(
    generated,
    `could not generate ${options.count - generated.done.length} of ${options.count} question(s)`,
  )
  failIfIncomplete(
    saved,
    `could not save ${generated.done.length - saved.done.length} of ${generated.done.length} question(s)`,
  )
}
