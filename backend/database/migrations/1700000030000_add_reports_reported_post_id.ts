import DilemmaSchema from '#database/dilemma_schema'

/**
 * The reported post's id, kept when the post is deleted permanently (`post_id` is then set null
 * by its foreign key): the review queue keeps a purged post's reports in one card, and clearing
 * the card clears them all.
 */
export default class extends DilemmaSchema {
  async up() {
    this.schema.alterTable('reports', (table) => {
      table.integer('reported_post_id').unsigned().nullable()
      table.index(['reported_post_id', 'status'])
    })
    this.defer(async (db) => {
      await db.rawQuery('UPDATE reports SET reported_post_id = post_id WHERE post_id IS NOT NULL')
    })
  }

  async down() {
    this.schema.alterTable('reports', (table) => {
      table.dropIndex(['reported_post_id', 'status'])
      table.dropColumn('reported_post_id')
    })
  }
}
