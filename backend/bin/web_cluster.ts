/*
 * WEB_CONCURRENCY=N: N server workers on one machine behind one port (node:cluster), for a machine
 * with several cores. Shared state lives in MySQL and Redis (docs/adr/0038-many-processes.md), so
 * the workers behave as one server only with REDIS_HOST set.
 *
 * The first worker alone prepares the database (DB_PREPARE_ON_START); the others start once it
 * listens, so migrations never run twice at once. A worker that dies is replaced, at most once
 * a second. SIGTERM or SIGINT drains every worker; the primary ends when the last one has.
 */
import cluster, { type Worker } from 'node:cluster'

const RESTART_DELAY_MS = 1_000
/** A worker drains and ends within 9.5 s of SIGTERM (bin/ignitor.ts); one still running later is killed. */
const WORKER_STOP_DEADLINE_MS = 10_000

/** WEB_CONCURRENCY from the environment; 1 when unset or not a positive whole number. */
export function workerCount(): number {
  const count = Number(process.env.WEB_CONCURRENCY ?? 1)
  return Number.isInteger(count) && count > 0 ? count : 1
}

export function superviseWorkers(count: number): void {
  if (!process.env.REDIS_HOST) {
    console.warn(
      `WEB_CONCURRENCY=${count} without REDIS_HOST: each worker keeps its own caches and rate limits (README, "Running on several processes")`,
    )
  }
  let stopping = false
  let firstListened = false
  const forkWorker = () => cluster.fork({ DB_PREPARE_ON_START: '' })

  cluster.fork().once('listening', ({ address, port }) => {
    firstListened = true
    // The readiness message a worker's Adonis sends its parent, passed on to ours (`npm start`).
    process.send?.({ isAdonisJS: true, environment: 'web', host: address, port })
    for (let started = 1; started < count; started++) forkWorker()
  })

  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) return
    if (!firstListened) {
      // The first worker failed before listening (its database preparation, say): so would the rest.
      process.exitCode = code || 1
      return
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
    setTimeout(() => stopping || forkWorker(), RESTART_DELAY_MS)
  })

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      stopping = true
      // Each worker drains (services/http/server_drain.ts); the shared port closes with the last one.
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL')
      }, WORKER_STOP_DEADLINE_MS).unref()
    })
  }
}
