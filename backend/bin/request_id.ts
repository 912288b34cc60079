/*
 * X-Request-Id: every answer carries it and every log line of the request has it (Adonis reads
 * the header into ctx.logger and echoes it on the answer). A proxy listed in TRUSTED_PROXIES may
 * hand its own id on; anyone else's is replaced, so a client cannot forge ids into the log.
 */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'
import { trustedProxyList } from '../app/services/trusted_proxies.js'

const ACCEPTED_ID = /^[\w.:-]{1,128}$/

/** Called once the app has booted, when the environment (with .env) is read and validated. */
export function requestIdAssigner(): (request: IncomingMessage) => void {
  const isTrustedProxy = proxyAddr.compile(trustedProxyList('TRUSTED_PROXIES', process.env.TRUSTED_PROXIES))
  return (request) => {
    const incoming = request.headers['x-request-id']
    const peer = request.socket.remoteAddress
    const keep = typeof incoming === 'string' && ACCEPTED_ID.test(incoming) && !!peer && isTrustedProxy(peer, 0)
    // A random UUID costs a microsecond; Adonis's own generator (cuid2, a SHA-3 hash) 40 µs a request.
    if (!keep) request.headers['x-request-id'] = randomUUID()
  }
}
