/*
 * The job queue of a fleet (REDIS_HOST set): BullMQ on the app's Redis, its keys under the
 * deployment's REDIS_KEY_PREFIX. A job a worker took and never finished (the process died) is
 * "stalled" and taken by another worker; a delayed job waits in Redis, so a restart loses none.
 * Adding fails at once while Redis is away (job_queue.ts then runs the job here).
 */
import { Queue, Worker } from 'bullmq'
import { Redis, type RedisOptions } from 'ioredis'
import logger from '@adonisjs/core/services/logger'
import { reconnectDelay, watchRedis } from '#services/system/redis_connections'
import type { JobBackend, JobHandler, JobOptions } from '#services/jobs/job_types'

const QUEUE_NAME = 'jobs'
/** Finished jobs kept for a look with BullMQ's tools; older ones are dropped. */
const KEEP_DONE = { count: 1_000 }
const KEEP_FAILED = { count: 5_000 }

export interface BullMqSettings {
  redis: RedisOptions
  prefix: string
  attempts: number
  backoffMs: number
  concurrency: number
}

export class BullMqQueue implements JobBackend {
  #queue: Queue
  #worker: Worker | undefined
  /** Connections handed to BullMQ, which closes only those it made itself. */
  #connections: Redis[] = []

  constructor(
    private handlerOf: (name: string) => JobHandler,
    private settings: BullMqSettings,
  ) {
    const producer = watchRedis(
      new Redis({
        ...settings.redis,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        retryStrategy: reconnectDelay,
      }),
      'job queue',
    )
    this.#connections.push(producer)
    this.#queue = new Queue(QUEUE_NAME, {
      connection: producer,
      prefix: settings.prefix,
      defaultJobOptions: {
        attempts: settings.attempts,
        backoff: { type: 'exponential', delay: settings.backoffMs },
        removeOnComplete: KEEP_DONE,
        removeOnFail: KEEP_FAILED,
      },
    })
    this.#queue.on('error', () => {}) // reported by watchRedis, once per outage
  }

  async add(name: string, data: Record<string, unknown>, { delayMs, jobId }: JobOptions): Promise<void> {
    await this.#queue.add(name, data, { delay: delayMs, jobId })
  }

  async startWorker(): Promise<void> {
    if (this.#worker) return
    const connection = watchRedis(
      new Redis({ ...this.settings.redis, maxRetriesPerRequest: null, retryStrategy: reconnectDelay }),
      'job worker',
    )
    this.#connections.push(connection)
    this.#worker = new Worker(QUEUE_NAME, (job) => this.handlerOf(job.name)(job.data as Record<string, unknown>), {
      connection,
      prefix: this.settings.prefix,
      concurrency: this.settings.concurrency,
    })
    this.#worker.on('error', () => {}) // reported by watchRedis, once per outage
    this.#worker.on('failed', (job, error) =>
      logger.warn({ err: error, job: job?.name, attempt: job?.attemptsMade }, 'job failed'),
    )
  }

  /**
   * Lets connections that are still starting finish first (BullMQ's setup commands on them are not
   * awaited, and a connection dropped under them rejects them unhandled), unless Redis is away;
   * then ends ours with QUIT, which waits for the answers still due.
   */
  async close(): Promise<void> {
    await settledWithin(Promise.all([this.#worker?.waitUntilReady(), this.#queue.waitUntilReady()]), READY_WAIT_MS)
    await this.#worker?.close()
    await this.#queue.close()
    await Promise.all(
      this.#connections.map(async (connection) => {
        if (connection.status === 'ready') await settledWithin(connection.quit(), READY_WAIT_MS)
        connection.disconnect()
      }),
    )
  }
}

/** How long a stopping process waits for Redis to answer before it drops the connections. */
const READY_WAIT_MS = 2_000

async function settledWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  const elapsed = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  await Promise.race([promise.catch(() => {}), elapsed])
  clearTimeout(timer)
}
