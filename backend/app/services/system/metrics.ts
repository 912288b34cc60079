/*
 * Prometheus metrics of this process (GET /api/metrics, text format): HTTP requests, Node's
 * process and event-loop figures, the database pools, open live streams, rate-limit refusals,
 * payments and sweeps. Each process counts its own; Prometheus adds them up across processes.
 */
import db from '@adonisjs/lucid/services/db'
import transmit from '@adonisjs/transmit/services/main'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export const metricsRegistry = new Registry()
collectDefaultMetrics({ register: metricsRegistry })

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by route pattern, method and status, until the answer is sent',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
})

export const rateLimitRefusals = new Counter({
  name: 'dilemma_rate_limit_refusals_total',
  help: 'Requests refused with 429 by a rate limit, by the limited action',
  labelNames: ['action'] as const,
  registers: [metricsRegistry],
})

export const paymentOutcomes = new Counter({
  name: 'dilemma_payments_total',
  help: 'Payment captures and PayPal webhooks by outcome',
  labelNames: ['event', 'outcome'] as const,
  registers: [metricsRegistry],
})

export const sweepRuns = new Counter({
  name: 'dilemma_sweep_runs_total',
  help: 'Runs of the periodic sweeps by outcome',
  labelNames: ['sweep', 'outcome'] as const,
  registers: [metricsRegistry],
})

new Gauge({
  name: 'dilemma_event_streams_open',
  help: 'Live-results streams (server-sent events) open on this process',
  registers: [metricsRegistry],
  collect() {
    this.set(transmit.getManager().getAllSubscribers().size)
  },
})

/** knex's connection pool (tarn) as Lucid keeps it for each connection. */
interface Pool {
  numUsed(): number
  numFree(): number
  numPendingAcquires(): number
}

new Gauge({
  name: 'dilemma_db_pool_connections',
  help: 'Database pool connections by connection name and state (used, free, pending acquires)',
  labelNames: ['connection', 'state'] as const,
  registers: [metricsRegistry],
  collect() {
    this.reset()
    for (const [name, { connection }] of db.manager.connections) {
      const pool: Pool | undefined = connection?.client?.client?.pool
      if (!pool) continue
      this.set({ connection: name, state: 'used' }, pool.numUsed())
      this.set({ connection: name, state: 'free' }, pool.numFree())
      this.set({ connection: name, state: 'pending' }, pool.numPendingAcquires())
    }
  },
})

/** Awaits a payment step and counts its outcome: `outcomeOf` its result, or the error's code. */
export async function countPaymentOutcome<Result>(
  event: 'capture' | 'webhook',
  step: Promise<Result>,
  outcomeOf: (result: Result) => string,
): Promise<Result> {
  try {
    const result = await step
    paymentOutcomes.inc({ event, outcome: outcomeOf(result) })
    return result
  } catch (error) {
    paymentOutcomes.inc({ event, outcome: (error as { code?: string }).code ?? 'error' })
    throw error
  }
}

export const feedPageFills = new Counter({
  name: 'dilemma_feed_page_fills_total',
  help: 'Feed pages read from the database into the shared feed page cache (the rest came from it)',
  registers: [metricsRegistry],
})
