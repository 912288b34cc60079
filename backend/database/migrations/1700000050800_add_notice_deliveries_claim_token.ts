import DilemmaSchema from '#database/dilemma_schema'

/**
 * `notice_deliveries.claim_token`: the caller that claimed a delivery. A batch of deliveries is
 * claimed by one UPDATE that writes the caller's token, and the rows it won are read back by it
 * (MySQL's UPDATE returns no rows), instead of one conditional UPDATE per delivery.
 */
export default class extends DilemmaSchema {
  async up() {
    this.schema.alterTable('notice_deliveries', (table) => {
      table.string('claim_token', 36).nullable().index()
    })
  }

  async down() {
    this.schema.alterTable('notice_deliveries', (table) => {
      table.dropIndex(['claim_token'])
      table.dropColumn('claim_token')
    })
  }
}
