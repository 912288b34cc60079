import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { httpRequestDuration } from '#services/system/metrics'

/**
 * Times every request (a server middleware: front-end files and unknown paths too) until its
 * answer is sent or the client goes away, by route pattern (`/api/posts/:id`, never the id).
 */
export default class HttpMetricsMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const stopTimer = httpRequestDuration.startTimer({ method: ctx.request.method() })
    const nodeResponse = ctx.response.response
    nodeResponse.once('close', () =>
      stopTimer({ route: ctx.route?.pattern ?? '(no route)', status: nodeResponse.statusCode }),
    )
    return next()
  }
}
