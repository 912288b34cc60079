import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  protected tableName = 'reports'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      // Null once the post was deleted permanently; the report stays for the record.
      table.integer('post_id').unsigned().nullable().references('id').inTable('posts').onDelete('SET NULL')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('reason', 500).notNullable()
      // pending | rejected | resolved
      table.string('status', 10).notNullable().defaultTo('pending')
      this.timestamps(table)
      table.unique(['post_id', 'user_id'])
      table.index(['status', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
