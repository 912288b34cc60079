import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  protected tableName = 'moderation_audit'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      // Null once the moderator's account is gone; the entry stays for the record.
      table.integer('actor_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('action', 50).notNullable()
      // report | post | user | popup | tag; no foreign key: the target may be deleted (purge).
      table.string('target_type', 20).notNullable()
      table.integer('target_id').unsigned().notNullable()
      // JSON as text: portable across SQLite and MySQL, read back by the model.
      table.text('details').nullable()
      table.dateTime('created_at').notNullable()
      table.index(['created_at'])
      table.index(['action', 'created_at'])
      table.index(['actor_id', 'created_at'])
      table.index(['target_type', 'target_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
