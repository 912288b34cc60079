import { createHash, timingSafeEqual } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import env from '#start/env'
import { ApiException } from '#exceptions/api_exception'
import { metricsRegistry } from '#services/system/metrics'

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}

/** GET /api/metrics: Prometheus text; with METRICS_TOKEN only for `Authorization: Bearer <token>`. */
export default class MetricsController {
  async handle({ request, response }: HttpContext) {
    const token = env.get('METRICS_TOKEN')
    const presented = request.header('authorization')?.replace(/^Bearer /, '') ?? ''
    if (token && !timingSafeEqual(digest(presented), digest(token))) {
      throw new ApiException(401, 'METRICS_TOKEN_REQUIRED', 'A valid metrics token is required.', {
        headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' },
      })
    }
    response.header('content-type', metricsRegistry.contentType)
    return metricsRegistry.metrics()
  }
}
