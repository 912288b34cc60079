/*
 * The job queue that delivers notices off the request path (services/jobs/job_queue.ts): BullMQ
 * on Redis when REDIS_HOST is set, in this process otherwise (the embedded default). A web process
 * also runs a worker unless QUEUE_WORKER_IN_WEB=false; `node ace queue:work` runs one alone.
 * The test process runs no worker, so its jobs stay in it whatever REDIS_HOST says (a test waits
 * for them with jobsSettled()); the BullMQ tests start queues of their own on a Redis of their own.
 */
import app from '@adonisjs/core/services/app'
import env from '#start/env'

export interface QueueSettings {
  driver: 'bullmq' | 'in-process'
  workerInWeb: boolean
  /** Tries per job, the first included. */
  attempts: number
  /** The first retry's wait; each next one waits twice as long (exponential back-off). */
  backoffMs: number
  /** Jobs one worker runs at once (deliveries mostly wait on the network). */
  concurrency: number
  /**
   * How long after a vote its voter's votes_given is counted, at most: the votes of one such
   * period are counted together (sweeps/count_new_votes.ts). 0 in tests: every vote's
   * count runs at once, and a test waits for it with jobsSettled().
   */
  voteCountDelayMs: number
}

const queueConfig: QueueSettings = {
  driver: env.get('REDIS_HOST') && !app.inTest ? 'bullmq' : 'in-process',
  workerInWeb: env.get('QUEUE_WORKER_IN_WEB') ?? true,
  attempts: 8,
  backoffMs: 2_000,
  concurrency: env.get('QUEUE_CONCURRENCY') ?? 50,
  voteCountDelayMs: app.inTest ? 0 : 1_000,
}

export default queueConfig
