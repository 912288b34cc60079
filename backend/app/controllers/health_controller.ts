import type * as Wire from '@dilemma/contract'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { databaseHealth, redisHealth } from '#services/system/dependency_health'
import { isDraining } from '#services/http/server_drain'
import { releaseVersion } from '#services/system/release'

/**
 * `status`: `ok`; `degraded` while a dependency is down (Redis away: still 200, this server answers
 * what it can); `draining` (503) from the moment the process is told to stop, so a balancer that
 * checks health sends it nothing more. A database that does not answer is a 503 too. `version`: the
 * release this server runs (`dilemma-admin --version` prints it beside its own).
 */
export default class HealthController {
  async handle({ response }: HttpContext) {
    const connection = db.primaryConnectionName as Wire.HealthStatus['db']
    if (isDraining()) {
      const draining = { status: 'draining', db: connection, version: releaseVersion } satisfies Wire.HealthStatus
      return response.serviceUnavailable(draining)
    }
    const [database, redis] = await Promise.all([databaseHealth(), redisHealth()])
    const healthy = database === 'ok' && (redis === undefined || redis === 'ok')
    const body = {
      status: healthy ? 'ok' : 'degraded',
      db: connection,
      version: releaseVersion,
      database,
      ...(redis === undefined ? {} : { redis }),
    } satisfies Wire.HealthStatus
    return database === 'ok' ? response.ok(body) : response.serviceUnavailable(body)
  }
}
