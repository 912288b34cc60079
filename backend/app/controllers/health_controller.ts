import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { databaseHealth, redisHealth } from '#services/system/dependency_health'
import { isDraining } from '#services/http/server_drain'

/**
 * `status`: `ok`; `degraded` while a dependency is down (Redis away: still 200, this server answers
 * what it can); `draining` (503) from the moment the process is told to stop, so a balancer that
 * checks health sends it nothing more. A database that does not answer is a 503 too.
 */
export default class HealthController {
  async handle({ response }: HttpContext) {
    const name = db.primaryConnectionName
    if (isDraining()) return response.serviceUnavailable({ status: 'draining', db: name })
    const [database, redis] = await Promise.all([databaseHealth(), redisHealth()])
    const healthy = database === 'ok' && (redis === undefined || redis === 'ok')
    const body = {
      status: healthy ? 'ok' : 'degraded',
      db: name,
      database,
      ...(redis === undefined ? {} : { redis }),
    }
    return database === 'ok' ? response.ok(body) : response.serviceUnavailable(body)
  }
}
