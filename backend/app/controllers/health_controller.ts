import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'

export default class HealthController {
  async handle({ response }: HttpContext) {
    await db.rawQuery('select 1')
    return response.ok({ status: 'ok', db: db.primaryConnectionName })
  }
}
