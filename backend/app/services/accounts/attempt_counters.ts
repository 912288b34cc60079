/*
 * The counting under every rate limit of the account endpoints (login, forgot-password,
 * registration, reset). An attempt takes its point from each counter before any work is done,
 * with the limiter's atomic `consume`, so parallel requests cannot all pass a check made before
 * a slow password hash. Store: memory by default, Redis with LIMITER_STORE=redis (or REDIS_HOST).
 * While Redis is away each process counts in its own memory instead: a login must not fail
 * because its counter cannot be read, and a budget per process still stops a guessing run.
 */
import limiter from '@adonisjs/limiter/services/main'
import { errors as limiterErrors } from '@adonisjs/limiter'
import { ApiException } from '#exceptions/api_exception'
import { rateLimitRefusals } from '#services/system/metrics'
import { isRedisUnavailable, redisIsDown } from '#services/system/redis_connections'

export interface Limit {
  requests: number
  duration: string
  /** How long a used-up counter refuses attempts; without it, until its window ends. */
  blockDuration?: string
}

/** One counter: its limit and its key (keys must be unique across all limits: Redis shares them). */
export interface AttemptCounter {
  limit: Limit
  key: string
  /** What a refusal by this counter says, when it is not the generic TOO_MANY_ATTEMPTS. */
  refusal?: { code: string; message: string }
}

/**
 * Takes one attempt from every counter, or from none: when a counter refuses, the points
 * already taken are given back (an attempt that was never checked costs nothing) and the call
 * answers 429 TOO_MANY_ATTEMPTS with Retry-After, counted under `action` in the metrics.
 */
export async function takeAttemptFrom(action: string, counters: AttemptCounter[], message: string): Promise<void> {
  const taken: AttemptCounter[] = []
  for (const counter of counters) {
    try {
      await onCounter(counter, (counterLimiter) => counterLimiter.consume(counter.key))
      taken.push(counter)
    } catch (error) {
      if (!(error instanceof limiterErrors.E_TOO_MANY_REQUESTS)) throw error
      await giveBackAttemptTo(taken)
      rateLimitRefusals.inc({ action })
      throw tooManyAttempts(error.response.availableIn, counter.refusal ?? { code: 'TOO_MANY_ATTEMPTS', message })
    }
  }
}

/** Returns the point an attempt took from each counter (an attempt that must not count). */
export async function giveBackAttemptTo(counters: AttemptCounter[]): Promise<void> {
  await Promise.all(
    counters.map((counter) => onCounter(counter, (counterLimiter) => counterLimiter.decrement(counter.key))),
  )
}

/** Forgets a counter (e.g. a pair's failures after a successful login). */
export async function resetCounter(counter: AttemptCounter): Promise<void> {
  await onCounter(counter, (counterLimiter) => counterLimiter.delete(counter.key))
}

type CounterLimiter = ReturnType<typeof limiter.use>

/**
 * Runs `operation` on the counter's limiter in the configured store, or in this process's memory
 * while Redis is away (known already, or learnt from this very operation).
 */
async function onCounter<T>(counter: AttemptCounter, operation: (counterLimiter: CounterLimiter) => Promise<T>) {
  if (!redisIsDown()) {
    try {
      return await operation(limiterFor(counter))
    } catch (error) {
      if (!isRedisUnavailable(error)) throw error
    }
  }
  return operation(limiterFor(counter, 'memory'))
}

/** `limiter.use` parses the durations in place: it gets a copy so our limits keep their strings. */
function limiterFor(counter: AttemptCounter, store?: 'memory') {
  return store ? limiter.use(store, { ...counter.limit }) : limiter.use({ ...counter.limit })
}

function tooManyAttempts(availableIn: number, { code, message }: { code: string; message: string }) {
  const retryAfter = Math.max(1, availableIn)
  return new ApiException(429, code, message, {
    details: { retryAfter },
    headers: { 'Retry-After': String(retryAfter) },
  })
}
