import { isApiError, type ApiError } from '@dilemma/api-client'
import { CliError } from './cli-error.js'
import type { CommandContext } from './context.js'
import { createProgress } from './progress.js'

export interface BatchFailure<Item> {
  item: Item
  code: string
  message: string
}

export interface BatchOutcome<Item, Result> {
  done: { item: Item; result: Result }[]
  failed: BatchFailure<Item>[]
  /** Items never tried because a failure made going on pointless. */
  skipped: Item[]
  /** That failure: no session, not an admin, no server, throttled, or a bug. */
  stoppedBy?: unknown
}

/** Failures that every following item would meet too, so the batch stops at the first of them. */
function stopsTheBatch(error: ApiError): boolean {
  if (error.status === 0 || error.status === 401 || error.status === 429) return true
  // The server's database or Redis is down: the next item would wait for it as well.
  if (error.status === 503 && error.code === 'SERVICE_UNAVAILABLE') return true
  return error.status === 403 && (error.code === 'FORBIDDEN' || error.code === 'CSRF_MISMATCH')
}

/**
 * Applies `apply` to each item in turn with a progress bar; an item's failure is noted and the
 * batch goes on, unless the failure would hit every item alike.
 */
export async function runBatch<Item, Result>(
  { io, output }: Pick<CommandContext, 'io' | 'output'>,
  label: string,
  items: readonly Item[],
  apply: (item: Item) => Promise<Result>,
): Promise<BatchOutcome<Item, Result>> {
  const outcome: BatchOutcome<Item, Result> = { done: [], failed: [], skipped: [] }
  const progress = createProgress(io, items.length, label, !output.json && items.length > 0)
  progress.update(0)
  for (const [index, item] of items.entries()) {
    try {
      outcome.done.push({ item, result: await apply(item) })
    } catch (error) {
      // A CliError is this item's own failure (e.g. a duplicate question); anything else unknown stops.
      const ownFailure = error instanceof CliError || (isApiError(error) && !stopsTheBatch(error))
      if (!ownFailure) {
        outcome.stoppedBy = error
        outcome.skipped = items.slice(index)
        break
      }
      outcome.failed.push({ item, code: error.code, message: error.message })
    }
    progress.update(index + 1)
  }
  progress.finish()
  return outcome
}

/** Whether the batch got as far as one item's answer, i.e. has something to report. */
export function attemptedAny(outcome: BatchOutcome<unknown, unknown>): boolean {
  return outcome.done.length + outcome.failed.length > 0
}

/**
 * After the batch's report: exit non-zero when anything failed, with the failure that stopped it or
 * `failureMessage` (e.g. "could not revoke 2 of 3 invitation(s)") and the first failure's code.
 */
export function failIfIncomplete(outcome: BatchOutcome<unknown, unknown>, failureMessage: string): void {
  if (outcome.stoppedBy !== undefined) throw outcome.stoppedBy
  const [first] = outcome.failed
  if (first) throw new CliError(failureMessage, first.code)
}
