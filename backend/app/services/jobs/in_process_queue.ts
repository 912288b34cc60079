/*
 * The job queue of a single process without Redis (the embedded default): the same jobs, run
 * here, retried with the same back-off. A delayed job lives in a timer, so a restart loses it:
 * the sweeps that run the same work (e.g. the poll-expiry sweep) are the safety net.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import pLimit, { type LimitFunction } from 'p-limit'
import logger from '@adonisjs/core/services/logger'
import { backoffDelay, type JobBackend, type JobHandler, type JobOptions } from '#services/jobs/job_types'

interface QueuedJob {
  name: string
  data: Record<string, unknown>
  jobId?: string
}

export class InProcessQueue implements JobBackend {
  #running = new Set<Promise<void>>()
  #timers = new Set<NodeJS.Timeout>()
  #waitingIds = new Set<string>()
  #closed = false
  #stopping = new AbortController()
  #limit: LimitFunction

  constructor(
    private handlerOf: (name: string) => JobHandler,
    private retry: { attempts: number; backoffMs: number; concurrency: number },
  ) {
    this.#limit = pLimit(retry.concurrency)
  }

  async add(name: string, data: Record<string, unknown>, { delayMs = 0, jobId }: JobOptions): Promise<void> {
    if (jobId !== undefined) {
      if (this.#waitingIds.has(jobId)) return
      this.#waitingIds.add(jobId)
    }
    this.#schedule({ name, data, jobId }, 1, delayMs)
  }

  async startWorker(): Promise<void> {}

  async close(): Promise<void> {
    this.#closed = true
    this.#stopping.abort()
    for (const timer of this.#timers) clearTimeout(timer)
    this.#timers.clear()
    await this.settled()
  }

  /** Resolves once no job is running or waiting for its retry (tests wait for this before they look); delayed jobs aside. */
  async settled(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running)
  }

  #schedule(job: QueuedJob, attempt: number, delayMs: number): void {
    if (this.#closed) return
    if (delayMs <= 0) return this.#run(job, attempt)
    const timer = setTimeout(() => {
      this.#timers.delete(timer)
      this.#run(job, attempt)
    }, delayMs)
    timer.unref()
    this.#timers.add(timer)
  }

  #run(job: QueuedJob, attempt: number): void {
    // The job id is free again once the job runs: a later add is new work (as in BullMQ, once done).
    if (attempt === 1 && job.jobId !== undefined) this.#waitingIds.delete(job.jobId)
    const run: Promise<void> = this.#limit(() => this.handlerOf(job.name)(job.data))
      .then(
        () => {},
        async (error: unknown) => {
          if (attempt >= this.retry.attempts) {
            logger.error({ err: error, job: job.name, attempt }, 'job failed for good')
            return
          }
          logger.warn({ err: error, job: job.name, attempt }, 'job failed, retried later')
          const wait = sleep(backoffDelay(this.retry.backoffMs, attempt), undefined, {
            ref: false,
            signal: this.#stopping.signal,
          })
          await wait.then(
            () => this.#run(job, attempt + 1),
            () => {}, // stopped meanwhile
          )
        },
      )
      .finally(() => this.#running.delete(run))
    this.#running.add(run)
  }
}
