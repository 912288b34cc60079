import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiException } from '#exceptions/api_exception'
import { streamCapReached, trackStream } from '#services/live_streams'

/**
 * Caps the live-results streams open at once per session and per client address (429 beyond);
 * the browser's EventSource tries again later by itself. An expired or invalid session counts as
 * no session: the stream then only receives what a guest may follow.
 */
export default class LiveStreamCapMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const guard = ctx.auth.use('web')
    const owner = { sessionId: (await guard.check()) ? guard.sessionId! : null, address: ctx.request.ip() }
    const reached = streamCapReached(owner)
    if (reached) {
      throw new ApiException(429, 'TOO_MANY_STREAMS', `Too many live streams are open for this ${reached}.`, {
        headers: { 'Retry-After': '30' },
      })
    }
    trackStream(ctx.response.response, owner)
    return next()
  }
}
