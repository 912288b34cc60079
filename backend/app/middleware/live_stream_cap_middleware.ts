import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { ApiException } from '#exceptions/api_exception'
import { streamCapReached, trackStream } from '#services/live/live_streams'
import { streamSessionOf } from '#services/accounts/viewer'

/**
 * Opens a live-results stream within the caps per session and per client address (429 beyond;
 * the browser's EventSource tries again later by itself), and records who holds it.
 */
export default class LiveStreamCapMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const owner = { session: await streamSessionOf(ctx), address: ctx.request.ip() }
    const reached = streamCapReached(owner)
    if (reached) {
      throw new ApiException(429, 'TOO_MANY_STREAMS', `Too many live streams are open for this ${reached}.`, {
        headers: { 'Retry-After': '30' },
      })
    }
    await trackStream(String(ctx.request.input('uid')), ctx.response.response, owner)
    return next()
  }
}
