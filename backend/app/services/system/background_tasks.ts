/*
 * Work that runs once an answer has been sent, in this process. It serves where doing the work
 * inside the request would show, by the answer's timing, what the answer must not tell (e.g.
 * whether an address has an account). @adonisjs/mail's `sendLater` is no help here: its default
 * messenger sends at once, and the database write before the mail must leave the request too.
 * A failure is logged, never thrown; shutdown waits for what is still running.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { Response } from '@adonisjs/core/http'

const running = new Set<Promise<void>>()

/**
 * Runs `task` once `response` has been written to the socket (or the client has gone). Not on
 * the next tick: a synchronous driver (better-sqlite3) would then still delay the answer.
 */
export function runAfterResponse(response: Response, name: string, task: () => Promise<unknown>): void {
  const run: Promise<void> = new Promise<void>((sent) => response.onFinish(() => sent()))
    .then(task)
    .then(
      () => {},
      (error: unknown) => logger.error({ err: error, task: name }, 'background task failed'),
    )
    .finally(() => running.delete(run))
  running.add(run)
}

/** Resolves once no background task is running (tests wait for this before they look). */
export async function backgroundTasksSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running)
}

app.terminating(() => backgroundTasksSettled())
