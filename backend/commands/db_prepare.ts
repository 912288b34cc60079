import { BaseCommand } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'

/**
 * `node ace db:prepare` (or `node build/ace.js db:prepare`): migrates the database and seeds it
 * (reference data always, the demo community when DEMO_SEED is on). Idempotent.
 */
export default class DbPrepare extends BaseCommand {
  static commandName = 'db:prepare'
  static description = 'Run pending migrations and seed reference (and, with DEMO_SEED, demo) data'
  static options: CommandOptions = { startApp: true }

  async run() {
    const { prepareDatabase } = await import('#database/prepare_database')
    const { migrated } = await prepareDatabase()
    this.logger.info(migrated.length ? `database ready (${migrated.length} migrations applied)` : 'database ready')
  }
}
