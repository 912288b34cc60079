import DilemmaSchema from '#database/dilemma_schema'

/**
 * A poll has at most one AI analysis: asking again answers the stored one, and two requests at
 * the same moment store one row (the second insert fails and answers the first's analysis).
 */
export default class extends DilemmaSchema {
  protected tableName = 'ai_analyses'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.unique(['post_id'], { indexName: 'ai_analyses_post_id_unique' })
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropUnique(['post_id'], 'ai_analyses_post_id_unique')
    })
  }
}
