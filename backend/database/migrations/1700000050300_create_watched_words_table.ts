import DilemmaSchema from '#database/dilemma_schema'

/** Words and phrases moderators watch for (rules/watched_words.ts): one entry per word and language. */
export default class extends DilemmaSchema {
  protected tableName = 'watched_words'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.string('word', 100).notNullable()
      // de | en | tr | all: how its case is folded
      table.string('language', 3).notNullable()
      // block | hold | flag
      table.string('action', 5).notNullable()
      table.integer('created_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      this.timestamps(table)
      table.unique(['word', 'language'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
