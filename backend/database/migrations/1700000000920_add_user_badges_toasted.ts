import DilemmaSchema from '#database/dilemma_schema'

/** Whether her new badge has been toasted: each is toasted once, then waits in the list until she clears it. */
export default class extends DilemmaSchema {
  async up() {
    this.schema.alterTable('user_badges', (table) => {
      table.boolean('toasted').notNullable().defaultTo(false)
    })
  }

  async down() {
    this.schema.alterTable('user_badges', (table) => {
      table.dropColumn('toasted')
    })
  }
}
