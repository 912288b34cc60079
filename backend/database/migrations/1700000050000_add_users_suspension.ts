import DilemmaSchema from '#database/dilemma_schema'

/**
 * A suspended member signs in and reads but writes nothing (docs/adr/0046-suspensions.md).
 * `suspended_at` is set while a suspension stands; `suspended_until` is its end, null for one
 * that lasts until lifted. Past its end a suspension is over without any sweep: every request
 * compares the end with the clock.
 */
export default class extends DilemmaSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dateTime('suspended_at').nullable()
      table.dateTime('suspended_until').nullable()
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('suspended_at')
      table.dropColumn('suspended_until')
    })
  }
}
