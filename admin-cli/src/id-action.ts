import type { Command } from 'commander'
import { parseIds } from './arguments.js'
import { attemptedAny, failIfIncomplete, runBatch, type BatchOutcome } from './batch.js'
import { CliError } from './cli-error.js'
import { actionWith, type CommandContext } from './context.js'
import type { Io } from './io.js'
import { confirm, promptLine } from './prompt.js'

/** One state-changing call applied to many ids, e.g. rejecting reports 12 and 13. */
export interface IdAction {
  /** What the ids are: `report`. */
  noun: string
  /** What is done to each, imperative: `reject`, `delete the posts of`. */
  verb: string
  /** The same done, for the line of each success and the key of the JSON list: `rejected`. */
  past: string
  /**
   * Does it to one id; with `dryRun` the server runs the same checks and changes nothing, so
   * a preview fails exactly where the real run would.
   */
  apply: (id: number, options: { dryRun: boolean }) => Promise<unknown>
  /** What the server says it did to one id when that is not always `past`, e.g. `resolved`. */
  outcomeOf?: (result: unknown) => string
}

/** The warning of what cannot be undone at all. */
export const IRREVERSIBLE = 'This cannot be undone.'

export interface IdActionCommandSpec {
  /** The ids argument, e.g. `<reportIds...>`. */
  ids: string
  /**
   * Ask on a terminal first, with this warning (`--yes` skips the question and is required off a
   * terminal); undefined: no question for these arguments.
   */
  confirm?: (leading: string[], options: IdActionOptions) => string | undefined
  /** The word to type instead of "y" for these arguments, for what cannot be undone anywhere. */
  typedConfirmation?: (leading: string[], options: IdActionOptions) => string | undefined
  /** The action, from the context, the arguments before the ids (e.g. the new status) and the options. */
  action: (context: CommandContext, leading: string[], options: IdActionOptions) => IdAction
}

export interface IdActionOptions extends Record<string, unknown> {
  dryRun?: boolean
  yes?: boolean
}

/** Completes `command` as a batch over ids: the ids argument, `--dry-run` (and `--yes`), the action. */
export function idActionCommand(command: Command, io: Io, spec: IdActionCommandSpec): Command {
  command
    .argument(spec.ids, 'ids, separated by spaces or commas')
    .option('--dry-run', 'show what would be done without changing anything')
  if (spec.confirm) command.option('-y, --yes', 'do not ask for confirmation (required when stdin is not a terminal)')
  return command.action(
    actionWith(io, (context: CommandContext, options: IdActionOptions, ...args: unknown[]) => {
      const leading = args.slice(0, -1) as string[]
      const action = spec.action(context, leading, options)
      const warning = options.yes ? undefined : spec.confirm?.(leading, options)
      return runIdAction(context, action, args.at(-1) as string[], {
        dryRun: options.dryRun ?? false,
        confirmation:
          warning === undefined ? undefined : { warning, typed: spec.typedConfirmation?.(leading, options) },
      })
    }),
  )
}

/**
 * Parses the ids, then does it to each with a progress bar (for `--dry-run`, asks the server to
 * check each without changing anything), reports every success and failure, and fails when any
 * id failed.
 */
export async function runIdAction(
  context: CommandContext,
  action: IdAction,
  rawIds: readonly string[],
  { dryRun, confirmation }: { dryRun: boolean; confirmation?: { warning: string; typed?: string } },
): Promise<void> {
  const ids = parseIds(rawIds, action.noun)
  const { output } = context
  const plan = `${action.verb} ${action.noun}(s) ${ids.join(', ')}`
  if (dryRun) return previewIdAction(context, action, ids, plan)
  if (confirmation)
    await confirmOrCancel(context.io, `${capitalize(plan)}? ${confirmation.warning}`, confirmation.typed)

  const outcome = await runBatch(context, `${action.noun}s`, ids, (id) => action.apply(id, { dryRun: false }))
  const labelOf = (result: unknown) => action.outcomeOf?.(result) ?? action.past
  if (attemptedAny(outcome))
    output.result(
      {
        ...idsByLabel(action.past, labelOf, outcome),
        failed: outcome.failed.map(({ item, code, message }) => ({ id: item, code, message })),
        skipped: outcome.skipped,
      },
      () => describeOutcome(labelOf, outcome),
    )
  const notDone = outcome.failed.length + outcome.skipped.length
  failIfIncomplete(outcome, `could not ${action.verb} ${notDone} of ${ids.length} ${action.noun}(s)`)
}

/** `--dry-run`: the server's checks for each id; exits 1 naming the ids that would fail. */
async function previewIdAction(context: CommandContext, action: IdAction, ids: number[], plan: string) {
  const outcome = await runBatch(context, `${action.noun}s`, ids, (id) => action.apply(id, { dryRun: true }))
  const wouldFail = outcome.failed.map(({ item }) => item)
  if (attemptedAny(outcome))
    context.output.result(
      {
        dryRun: true,
        action: action.verb,
        ids,
        allowed: outcome.done.map(({ item }) => item),
        failed: outcome.failed.map(({ item, code, message }) => ({ id: item, code, message })),
        skipped: outcome.skipped,
      },
      () => (wouldFail.length === 0 ? `Would ${plan}.` : describeOutcome(() => 'allowed', outcome)),
    )
  failIfIncomplete(
    outcome,
    `would fail for ${wouldFail.length} of ${ids.length} ${action.noun}(s): ${wouldFail.join(', ')}`,
  )
}

async function confirmOrCancel(io: Io, question: string, typed?: string): Promise<void> {
  if (!io.stdin.isTTY) throw new CliError('--yes is required when stdin is not a terminal', 'CONFIRMATION_REQUIRED')
  const confirmed =
    typed === undefined
      ? await confirm(io, question)
      : (await promptLine(io, `${question} Type "${typed}" to confirm:`)).trim() === typed
  if (!confirmed) throw new CliError('Cancelled; nothing was changed.', 'CANCELLED')
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The done ids under their labels, `past` always present: `{ deleted: [12], resolved: [13] }`. */
function idsByLabel(past: string, labelOf: (result: unknown) => string, { done }: BatchOutcome<number, unknown>) {
  const ids: Record<string, number[]> = { [past]: [] }
  for (const { item, result } of done) (ids[labelOf(result)] ??= []).push(item)
  return ids
}

function describeOutcome(
  labelOf: (result: unknown) => string,
  { done, failed, skipped }: BatchOutcome<number, unknown>,
): string {
  const labels = done.map(({ result }) => labelOf(result))
  const width = Math.max(...labels.map((label) => label.length), 'skipped'.length)
  const line = (label: string, id: number, detail = '') => `${label.padEnd(width)}  ${id}${detail}`
  return [
    ...done.map(({ item }, index) => line(labels[index]!, item)),
    ...failed.map(({ item, code, message }) => line('failed', item, `  ${message} (${code})`)),
    ...skipped.map((item) => line('skipped', item)),
  ].join('\n')
}
