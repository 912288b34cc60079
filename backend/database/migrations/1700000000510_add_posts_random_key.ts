import DilemmaSchema from '#database/dilemma_schema'

/**
 * The random feed order reads a precomputed key instead of hashing every row per request:
 * `random_key` is drawn when a post is created (feed_random_order.ts), and its index lets a page
 * read only its own slice (the primary key rides along, so it also orders ties by id). Not
 * (status, random_key): MariaDB then prefers `ref` on the status prefix and walks every key
 * below the seed's starting point. Existing posts get a key hashed from their id.
 * (status, total_votes) serves the vote-count sorts of open polls.
 */
export default class extends DilemmaSchema {
  protected tableName = 'posts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.integer('random_key').unsigned().notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      await db
        .from(this.tableName)
        .update({ random_key: db.knexRawQuery('((id * 2654435761) % 4294967291) % 2147483647') })
    })
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['random_key'], 'posts_random_key_index')
      table.index(['status', 'total_votes'], 'posts_status_total_votes_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['random_key'], 'posts_random_key_index')
      table.dropIndex(['status', 'total_votes'], 'posts_status_total_votes_index')
      table.dropColumn('random_key')
    })
  }
}
