import DilemmaSchema from '#database/dilemma_schema'

/**
 * `votes.counted`: whether her votes_given includes the vote. A vote is stored uncounted (0) and
 * counted off the request, in batches (count_new_votes.ts); the votes already there are counted
 * (the default, 1), as is any vote written without going through the vote (seeds, imports).
 * The index holds the uncounted votes in id order: the whole of it on SQLite (a partial index),
 * on MySQL the entries of counted = 0 come first, each a few bytes, in id order.
 */
export default class extends DilemmaSchema {
  async up() {
    this.schema.alterTable('votes', (table) => {
      table.boolean('counted').notNullable().defaultTo(true)
    })
    this.schema.raw(
      this.isMysql
        ? 'CREATE INDEX votes_counted_index ON votes (counted)'
        : 'CREATE INDEX votes_counted_index ON votes (id) WHERE counted = 0',
    )
  }

  async down() {
    this.schema.raw(this.isMysql ? 'DROP INDEX votes_counted_index ON votes' : 'DROP INDEX votes_counted_index')
    this.schema.alterTable('votes', (table) => table.dropColumn('counted'))
  }
}
