import DilemmaSchema from '#database/dilemma_schema'

/**
 * A poll has at most one AI analysis per language: asking in Turkish for a poll analysed in
 * English writes a Turkish one instead of answering the English text. The (post_id, created_at)
 * index keeps serving the foreign key on MySQL while the old unique index goes.
 */
export default class extends DilemmaSchema {
  protected tableName = 'ai_analyses'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.unique(['post_id', 'language'], { indexName: 'ai_analyses_post_id_language_unique' })
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['post_id'], 'ai_analyses_post_id_unique')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.unique(['post_id'], { indexName: 'ai_analyses_post_id_unique' })
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['post_id', 'language'], 'ai_analyses_post_id_language_unique')
    })
  }
}
