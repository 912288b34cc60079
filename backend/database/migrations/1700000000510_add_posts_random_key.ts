import DilemmaSchema from '#database/dilemma_schema'

/**
 * The random feed order reads a precomputed key instead of hashing every row per request:
 * `random_key` is drawn when a post is created (feed_random_order.ts), and (status, random_key)
 * lets each page read only its own slice of the index. Existing posts get a key hashed from
 * their id. (status, total_votes) does the same for the vote-count sorts.
 */
export default class extends DilemmaSchema {
  protected tableName = 'posts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('random_key').unsigned().notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      await db.from(this.tableName).update({ random_key: db.knexRawQuery('((id * 2654435761) % 4294967291) % 2147483647') })
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['status', 'random_key'], 'posts_status_random_key_index')
      table.index(['status', 'total_votes'], 'posts_status_total_votes_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['status', 'random_key'], 'posts_status_random_key_index')
      table.dropIndex(['status', 'total_votes'], 'posts_status_total_votes_index')
      table.dropColumn('random_key')
    })
  }
}
