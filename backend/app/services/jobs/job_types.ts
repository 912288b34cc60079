/** The jobs there are (their handlers: start/jobs.ts). */
export type JobName = 'deliver_notice' | 'close_expired_polls' | 'count_votes'

/** What a job queue offers the code that gives it work (services/jobs/job_queue.ts). */
export interface JobOptions {
  /** Runs no sooner than this many milliseconds from now. */
  delayMs?: number
  /** A job with the id of one still waiting is not added again (BullMQ's custom job ids). */
  jobId?: string
}

/** The work a job does; it throws to be retried with back-off. Safe to run twice (idempotent). */
export type JobHandler = (data: Record<string, unknown>) => Promise<unknown>

export interface JobBackend {
  add(name: string, data: Record<string, unknown>, options: JobOptions): Promise<void>
  /** Takes jobs from now on (a BullMQ worker; the in-process queue always runs its own). */
  startWorker(): Promise<void>
  /** Takes no more jobs; resolves once those under way have finished. */
  close(): Promise<void>
}

/** The waits between the tries of a job: backoffMs, then twice that, and so on. */
export function backoffDelay(backoffMs: number, attemptsMade: number): number {
  return backoffMs * 2 ** Math.max(attemptsMade - 1, 0)
}
