/*
 * Two real server processes on the test database and one Redis, for the "many processes" tests:
 * each is `bin/server.ts` run from source (bench/source_server.ts, as `node ace bench` does),
 * so no build is needed.
 */
import { createConnection } from 'node:net'
import { SourceServer } from '#bench/source_server'

export type FleetServer = SourceServer

/** Why the fleet cannot run here, or null when MySQL and Redis are both at hand. */
export async function fleetUnavailableReason(): Promise<string | null> {
  if (process.env.DB_CONNECTION !== 'mysql') return 'DB_CONNECTION is not mysql'
  const host = redisHost()
  const port = Number(process.env.REDIS_PORT ?? 6379)
  const reachable = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ host, port, timeout: 1_000 })
    const answer = (isReachable: boolean) => {
      socket.destroy()
      resolve(isReachable)
    }
    socket.once('connect', () => answer(true))
    socket.once('error', () => answer(false))
    socket.once('timeout', () => answer(false))
  })
  return reachable ? null : `Redis is not reachable at ${host}:${port}`
}

function redisHost(): string {
  return process.env.REDIS_HOST ?? '127.0.0.1'
}

export class ServerFleet {
  readonly servers: FleetServer[] = []

  /** Starts `count` servers sharing the test database, Redis and a key prefix of this run's own. */
  async start(count: number): Promise<FleetServer[]> {
    const keyPrefix = `dilemma_fleet_test_${process.pid}_${Date.now()}`
    const env = {
      ...process.env,
      REDIS_HOST: redisHost(),
      REDIS_KEY_PREFIX: keyPrefix,
      // The test runner's choices (bin/test.ts), not a server's.
      LIMITER_STORE: '',
      SESSION_DRIVER: 'cookie',
      DB_PREPARE_ON_START: '',
      WEB_CONCURRENCY: '',
      LOG_LEVEL: 'debug',
    }
    const started = await Promise.allSettled(Array.from({ length: count }, () => SourceServer.start({ env })))
    for (const result of started) if (result.status === 'fulfilled') this.servers.push(result.value)
    const failed = started.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    return this.servers
  }

  async stop(): Promise<void> {
    await Promise.all(this.servers.map((server) => server.stop()))
  }
}

/** The parts of an answer the tests read. */
interface FleetAnswerBody {
  code?: string
  /** A created PayPal order's id. */
  id?: string
  user?: { id: number; role: string; avatar_url?: string | null }
  /** A suspension's end (PUT /admin/users/:id/suspension, 403 ACCOUNT_SUSPENDED). */
  suspendedUntil?: string | null
}

/**
 * A browser tab that may talk to any server of the fleet: it keeps the cookies every answer
 * sets and echoes XSRF-TOKEN in X-CSRF-Token, as the api-client does.
 */
export class FleetTab {
  readonly #cookies = new Map<string, string>()

  /** Sends `body` as JSON, or as multipart/form-data when it is a FormData. */
  async send(server: FleetServer, method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { cookie: this.cookieHeader() }
    const xsrf = this.#cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-csrf-token'] = decodeURIComponent(xsrf)
    const form = body instanceof FormData
    if (body !== undefined && !form) headers['content-type'] = 'application/json'
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers,
      body: body === undefined || form ? body : JSON.stringify(body),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const separator = pair!.indexOf('=')
      const name = pair!.slice(0, separator)
      const value = pair!.slice(separator + 1)
      const expired = attributes.some((part) => /^max-age=0$/i.test(part)) || value === ''
      if (expired) this.#cookies.delete(name)
      else this.#cookies.set(name, value)
    }
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : {}) as FleetAnswerBody,
    }
  }

  /** The Cookie header this tab sends, e.g. to open a live stream in its session. */
  cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  /** A copy of the cookies: the same session held elsewhere (a stolen or second device). */
  clone(): FleetTab {
    const copy = new FleetTab()
    for (const [name, value] of this.#cookies) copy.#cookies.set(name, value)
    return copy
  }
}

/** Polls `read` until `accept` holds or the deadline passes; returns the last value read. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, deadlineMs = 10_000) {
  const deadline = Date.now() + deadlineMs
  let value = await read()
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    value = await read()
  }
  return value
}
