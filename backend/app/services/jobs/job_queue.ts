/*
 * Work done off the request path and retried with back-off (config/queue.ts): BullMQ on Redis
 * when REDIS_HOST is set, in this process otherwise; the same handlers either way (start/jobs.ts).
 * Every job is idempotent (a delivery is claimed in the database before it goes out), so a job run
 * twice (two workers, a retry, a sweep racing it) does its work once. While Redis is away a job is
 * run here instead of being lost.
 */
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import type { RedisOptions } from 'ioredis'
import type { QueueSettings } from '#config/queue'
import { BullMqQueue } from '#services/jobs/bullmq_queue'
import { InProcessQueue } from '#services/jobs/in_process_queue'
import type { JobBackend, JobHandler, JobName, JobOptions } from '#services/jobs/job_types'

const handlers: Partial<Record<JobName, JobHandler>> = {}

/** Names the handler of each job; a worker takes jobs only after this. */
export function registerJobs(table: Record<JobName, JobHandler>): void {
  Object.assign(handlers, table)
}

export function jobHandlerOf(name: string): JobHandler {
  const handler = handlers[name as JobName]
  if (!handler) throw new Error(`No handler for the job "${name}"`)
  return handler
}

let inProcess: InProcessQueue | undefined
let backend: JobBackend | undefined

function settings(): QueueSettings {
  return app.config.get<QueueSettings>('queue')
}

function inProcessQueue(): InProcessQueue {
  inProcess ??= new InProcessQueue(jobHandlerOf, settings())
  return inProcess
}

/** The Redis of @adonisjs/redis' main connection, without its key prefix (BullMQ has its own). */
export function queueRedisOptions(): { redis: RedisOptions; prefix: string } {
  const { keyPrefix, host, port, password, db } = app.config.get<RedisOptions>('redis.connections.main')
  return { redis: { host, port, password, db }, prefix: `${keyPrefix ?? ''}bull` }
}

function jobBackend(): JobBackend {
  if (backend) return backend
  const current = settings()
  backend =
    current.driver === 'bullmq'
      ? new BullMqQueue(jobHandlerOf, { ...current, ...queueRedisOptions() })
      : inProcessQueue()
  return backend
}

/** Gives the queue a job; resolves once it is stored (or, Redis away, taken by this process). */
export async function enqueueJob(
  name: JobName,
  data: Record<string, unknown>,
  options: JobOptions = {},
): Promise<void> {
  const queue = jobBackend()
  try {
    await queue.add(name, data, options)
  } catch (error) {
    if (queue === inProcess) throw error
    logger.warn({ err: error, job: name }, 'the job queue is unreachable: the job runs in this process')
    await inProcessQueue().add(name, data, options)
  }
}

/** This process takes jobs from the queue from now on. */
export function startJobWorker(): Promise<void> {
  return jobBackend().startWorker()
}

/** Takes no more jobs; resolves once those under way have finished (on shutdown). */
export async function stopJobQueue(): Promise<void> {
  await backend?.close()
  if (inProcess !== backend) await inProcess?.close()
  backend = undefined
  inProcess = undefined
}

/** Resolves once the jobs this process runs by itself are done (tests wait for this before they look). */
export async function jobsSettled(): Promise<void> {
  await inProcess?.settled()
}
