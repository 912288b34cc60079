/*
 * A task the web process runs in the background every so often (start/periodic_sweeps.ts), which
 * stops with the process. The timer never keeps the process alive, and `stop` waits for a run
 * still going: a query after the database has closed opens it again (Lucid connects on demand),
 * and that connection pool's timer then keeps the process running after SIGTERM, for ever.
 */
import logger from '@adonisjs/core/services/logger'
import { sweepRuns } from '#services/system/metrics'

export interface PeriodicTask {
  /** No more runs; resolves once the one under way, if any, has finished. */
  stop(): Promise<void>
}

/**
 * Runs `task` every `intervalMs`, skipping a turn while the previous run is still going. A
 * failure is logged, never thrown; every run is counted in the metrics by its outcome.
 */
export function runPeriodically(name: string, intervalMs: number, task: () => Promise<unknown>): PeriodicTask {
  let running: Promise<void> | undefined
  const timer = setInterval(() => {
    running ??= task()
      .then(
        () => sweepRuns.inc({ sweep: name, outcome: 'done' }),
        (error: unknown) => {
          sweepRuns.inc({ sweep: name, outcome: 'failed' })
          logger.warn({ err: error, task: name }, 'periodic task failed')
        },
      )
      .finally(() => {
        running = undefined
      })
  }, intervalMs)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await running
    },
  }
}
