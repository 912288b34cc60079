/*
 * X-Request-Id: every answer carries it and every log line of the request has it (Adonis reads
 * the header into ctx.logger and echoes it on the answer; config/logger.ts adds it to the
 * services' lines). A proxy listed in TRUSTED_PROXIES may hand its own id on; anyone else's is
 * replaced, so a client cannot write ids of its choosing into the log.
 */
import { randomUUID } from 'node:crypto'
import type { RequestListener } from 'node:http'

/** Whether a peer address is a trusted proxy (config/app.ts `http.trustProxy`). */
export type TrustProxy = (address: string, hop: number) => boolean

const ACCEPTED_ID = /^[\w.:-]{1,128}$/

/** The Node request listener `handle`, with each request's id settled before Adonis sees it. */
export function withRequestIds(handle: RequestListener, trustProxy: TrustProxy): RequestListener {
  return (request, response) => {
    const incoming = request.headers['x-request-id']
    const peer = request.socket.remoteAddress
    const keep = typeof incoming === 'string' && ACCEPTED_ID.test(incoming) && !!peer && trustProxy(peer, 0)
    // A random UUID costs a microsecond; Adonis's own generator (cuid2, a SHA-3 hash) 40 µs a request.
    if (!keep) request.headers['x-request-id'] = randomUUID()
    return handle(request, response)
  }
}
