import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import { redisHealth } from '#services/system/redis_health'

export default class HealthController {
  async handle({ response }: HttpContext) {
    await db.rawQuery('select 1')
    const redis = await redisHealth()
    if (redis === undefined) return response.ok({ status: 'ok', db: db.primaryConnectionName })
    const body = { status: redis === 'ok' ? 'ok' : 'error', db: db.primaryConnectionName, redis }
    return redis === 'ok' ? response.ok(body) : response.serviceUnavailable(body)
  }
}
