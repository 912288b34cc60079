/*
 * A server that stops drops no request (README, "Behind nginx"). From the signal on it accepts no
 * connection (the balancer's next attempt goes to another server), tells every answer it still
 * gives to close its connection (`Connection: close`, so nginx stops reusing it), closes its idle
 * keep-alive connections at once, ends its live streams (the browsers reconnect elsewhere) and
 * says `draining` on /api/health. What is still running after FORCE_CLOSE_MS is cut, so the
 * process ends within bin/ignitor.ts's deadline.
 */
import type { RequestListener, Server, ServerResponse } from 'node:http'

/** In-flight answers are given this long; then their connections are closed. */
export const FORCE_CLOSE_MS = 7_000
/** How often connections that turned idle meanwhile are closed. */
const IDLE_SWEEP_MS = 200

let draining = false
const drainListeners = new Set<() => void>()
/** Answers being written, so those begun before the signal close their connection too. */
const inFlight = new Set<ServerResponse>()

export function isDraining(): boolean {
  return draining
}

/** Calls `listener` when the drain starts (at once if it has). */
export function onDrain(listener: () => void): void {
  drainListeners.add(listener)
  if (draining) listener()
}

/** The Node request listener `handle`, with each answer told to close its connection while draining. */
export function withDrain(handle: RequestListener): RequestListener {
  return (request, response) => {
    if (draining) {
      response.shouldKeepAlive = false
    } else {
      inFlight.add(response)
      response.once('close', () => inFlight.delete(response))
    }
    return handle(request, response)
  }
}

/** Starts draining `server` (idempotent). Adonis's own `close` on termination waits for the same end. */
export function startDrain(server: Server): void {
  if (draining) return
  draining = true
  for (const response of inFlight) if (!response.headersSent) response.shouldKeepAlive = false
  inFlight.clear()

  const closed = new Promise<void>((resolve) => server.once('close', () => resolve()))
  server.close()
  // A second close (Adonis's, when the app terminates) must wait for the end too, not miss it.
  server.close = ((callback?: (error?: Error) => void) => {
    void closed.then(() => callback?.())
    return server
  }) as Server['close']

  server.closeIdleConnections()
  const idleSweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref()
  const forceClose = setTimeout(() => server.closeAllConnections(), FORCE_CLOSE_MS).unref()
  void closed.then(() => {
    clearInterval(idleSweep)
    clearTimeout(forceClose)
  })

  for (const listener of drainListeners) listener()
}

/** Forgets a drain started in this process (tests, which drain servers of their own). */
export function forgetDrain(): void {
  draining = false
}
