/*
 * With DB_PREPARE_ON_START (set by `npm start`), the web server migrates and seeds its database
 * before it listens, so the app boots once instead of twice (`node ace db:prepare` + server).
 */
import logger from '@adonisjs/core/services/logger'
import env from '#start/env'
import { prepareDatabase } from '#database/prepare_database'

if (env.get('DB_PREPARE_ON_START')) {
  const { migrated } = await prepareDatabase()
  logger.info(migrated.length ? `database ready (${migrated.length} migrations applied)` : 'database ready')
}
