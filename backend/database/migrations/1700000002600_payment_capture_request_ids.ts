import { randomUUID } from 'node:crypto'
import DilemmaSchema from '#database/dilemma_schema'

/**
 * The PayPal-Request-Id a payment's capture is sent with: a UUID of its own, unique for ever (not
 * derived from the row id, which a reset or restored database hands out again while PayPal still
 * answers the earlier request's result). Existing rows get one each.
 */
export default class extends DilemmaSchema {
  protected tableName = 'payments'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('capture_request_id', 64).nullable().unique()
    })
    this.defer(async (db) => {
      const rows = await db.from(this.tableName).whereNull('capture_request_id').select('id')
      for (const row of rows) {
        await db.from(this.tableName).where('id', row.id).update({ capture_request_id: randomUUID() })
      }
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['capture_request_id'])
      table.dropColumn('capture_request_id')
    })
  }
}
