import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  protected tableName = 'ai_analyses'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.integer('user_id').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      // deepseek | flash | mock
      table.string('provider', 20).notNullable()
      table.string('selected_option', 1).notNullable()
      table.text('reasoning').notNullable()
      // Percent, 0..100.
      table.integer('confidence').unsigned().nullable()
      table.integer('analysis_time_ms').unsigned().notNullable()
      table.string('language', 2).notNullable()
      table.dateTime('created_at').notNullable()
      table.index(['post_id', 'created_at'])
      table.index(['created_at'])
      table.index(['provider'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
