import DilemmaSchema from '#database/dilemma_schema'

/**
 * Notices that are not about a poll (a badge, a plan's renewal, a receipt) come once per
 * occasion (the badge, the subscription's period, the payment): `occasion` names it, unique per
 * member and kind. `details` keeps the facts their texts need (plan, amount, period) as JSON, as
 * they were when the notice was written.
 */
export default class extends DilemmaSchema {
  protected tableName = 'member_notices'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.string('occasion', 80).nullable()
      table.text('details').nullable()
      table.unique(['user_id', 'kind', 'occasion'])
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['user_id', 'kind', 'occasion'])
      table.dropColumn('details')
      table.dropColumn('occasion')
    })
  }
}
