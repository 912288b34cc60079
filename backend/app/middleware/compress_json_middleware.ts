import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { compressApiBody, negotiateEncoding } from '#services/http/compressed_files'
import { sentForm } from '#services/http/shared_json_bodies'

/** Below this size compression costs more than it saves. */
const MINIMUM_BYTES = 1024

/**
 * Compresses JSON API responses (feeds, lists) with brotli or gzip when the client accepts it.
 * A body many requests share (shared_json_bodies.ts) is serialized and compressed once.
 */
export default class CompressJsonMiddleware {
  async handle({ request, response }: HttpContext, next: NextFn) {
    await next()

    const content = response.content
    if (!content || response.getHeader('content-encoding')) return
    const [body, generateEtag] = content
    if (typeof body !== 'object' || body === null || Buffer.isBuffer(body)) return

    const json = sentForm(body, 'json', () => Buffer.from(JSON.stringify(body)))
    if (json.length < MINIMUM_BYTES) return
    const encoding = negotiateEncoding(request.header('accept-encoding'))
    response.header('Vary', 'Accept-Encoding')
    if (encoding === 'identity') return

    response.header('Content-Type', 'application/json; charset=utf-8')
    response.header('Content-Encoding', encoding)
    response.send(
      sentForm(body, encoding, () => compressApiBody(json, encoding)),
      generateEtag,
    )
  }
}
