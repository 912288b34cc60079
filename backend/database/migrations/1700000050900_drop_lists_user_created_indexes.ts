import DilemmaSchema from '#database/dilemma_schema'

/**
 * (user_id, created_at) on votes, likes and saves is the prefix of (user_id, created_at, post_id),
 * which serves every read it served (and the foreign key on user_id). Each vote, like and save
 * wrote both; the vote's INSERT at a million votes touched one more random page of an index the
 * buffer pool no longer held.
 */
const LISTS = ['votes', 'likes', 'saves'] as const

export default class extends DilemmaSchema {
  async up() {
    for (const table of LISTS) {
      this.schema.alterTable(table, (builder) => builder.dropIndex(['user_id', 'created_at']))
    }
  }

  async down() {
    for (const table of LISTS) {
      this.schema.alterTable(table, (builder) => builder.index(['user_id', 'created_at']))
    }
  }
}
