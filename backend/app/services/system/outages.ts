/*
 * Outside dependencies that are down (the database, its read replicas, Redis, PayPal, the AI service, SMTP, the
 * OpenID provider): one log line when the first part of one fails and one when the last part
 * answers again, instead of an error with a stack for every request or reconnection attempt.
 * `/api/health` and the fallbacks (the memory rate limiter, the skipped sweeps) read it too.
 */
import logger from '@adonisjs/core/services/logger'

export type Dependency = 'database' | 'replica' | 'redis' | 'paypal' | 'ai' | 'mail' | 'openid'

interface Outage {
  since: number
  lastFailure: number
  /** The parts that fail: e.g. each Redis connection, or one entry for a service reached over HTTP. */
  failing: Set<string>
}

const outages = new Map<Dependency, Outage>()

/**
 * Services asked only when a request needs them (PayPal, the AI service, the OpenID provider): no
 * connection or probe tells when they are back, so their outage ends when they have not failed
 * for this long, and the next failure is a new outage (a new line).
 */
const UNWATCHED: ReadonlySet<Dependency> = new Set(['paypal', 'ai', 'openid'])
const UNWATCHED_OUTAGE_QUIET_MS = 60_000

function currentOutage(dependency: Dependency): Outage | undefined {
  const outage = outages.get(dependency)
  if (outage && UNWATCHED.has(dependency) && Date.now() - outage.lastFailure > UNWATCHED_OUTAGE_QUIET_MS) {
    outages.delete(dependency)
    return undefined
  }
  return outage
}

/** Records that `part` of `dependency` fails; logs only when the dependency was up until now. */
export function reportDown(dependency: Dependency, error: unknown, part: string = dependency): void {
  const outage = currentOutage(dependency)
  if (outage) {
    outage.failing.add(part)
    outage.lastFailure = Date.now()
    return
  }
  outages.set(dependency, { since: Date.now(), lastFailure: Date.now(), failing: new Set([part]) })
  logger.error({ dependency, part, reason: describe(error) }, `${dependency} is unavailable`)
}

/** Records that `part` answers again; logs once the last failing part of the dependency is back. */
export function reportUp(dependency: Dependency, part: string = dependency): void {
  const outage = outages.get(dependency)
  if (!outage?.failing.delete(part) || outage.failing.size > 0) return
  outages.delete(dependency)
  logger.info({ dependency, downMs: Date.now() - outage.since }, `${dependency} is available again`)
}

export function isDown(dependency: Dependency): boolean {
  return currentOutage(dependency) !== undefined
}

/** The error's code and message, without its stack: the operator needs the cause, not our frames. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && !error.message.includes(code) ? `${code}: ${error.message}` : error.message
}

/** Forgets every outage (tests). */
export function forgetOutages(): void {
  outages.clear()
}
