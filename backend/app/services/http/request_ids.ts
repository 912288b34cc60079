/*
 * X-Request-Id: every answer carries it and every log line of the request has it (Adonis reads
 * the header into ctx.logger; config/logger.ts adds it to the services' lines). It is put on the
 * answer here, before Adonis sees the request: Adonis echoes it only on bodies it `send`s, not on
 * streamed files (hashed scripts, styles, fonts, pictures, uploads). A proxy listed in
 * TRUSTED_PROXIES may hand its own id on; anyone else's is replaced, so a client cannot write ids
 * of its choosing into the log.
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
    // A random UUID costs a microsecond; Adonis's own generator (cuid2, a SHA-3 hash) 40 µs a request.
    const id =
      typeof incoming === 'string' && ACCEPTED_ID.test(incoming) && !!peer && trustProxy(peer, 0)
        ? incoming
        : randomUUID()
    request.headers['x-request-id'] = id
    response.setHeader('X-Request-Id', id)
    return handle(request, response)
  }
}
