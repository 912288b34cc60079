import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { mayUseStream } from '#services/live/live_streams'
import { streamSessionOf } from '#services/accounts/viewer'

/**
 * Subscribing or unsubscribing a stream: only the session that holds it may (services/live/live_streams.ts);
 * anyone else is refused as a refused channel is (400).
 */
export default class LiveStreamOwnerMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (!(await mayUseStream(String(ctx.request.input('uid')), await streamSessionOf(ctx)))) {
      return ctx.response.badRequest()
    }
    return next()
  }
}
