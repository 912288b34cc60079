import DilemmaSchema from '#database/dilemma_schema'

/**
 * A member's appeal of a restricting decision (docs/adr/0047-decisions-and-appeals.md): one per
 * decision (the unique index settles two at once), decided by an admin whose answer she reads.
 */
export default class extends DilemmaSchema {
  protected tableName = 'appeals'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table
        .integer('decision_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('moderation_decisions')
        .onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.text('text').notNullable()
      // pending | accepted | rejected
      table.string('status', 10).notNullable()
      table.string('answer', 500).nullable()
      table.integer('answered_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.dateTime('answered_at').nullable()
      this.timestamps(table)
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
