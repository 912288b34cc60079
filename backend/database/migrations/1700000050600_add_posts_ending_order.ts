import DilemmaSchema from '#database/dilemma_schema'

/**
 * The ending-soon order as two generated columns and one index, so its page reads a slice of the
 * index instead of sorting every open poll by CASE expressions. The order was: deadlines first,
 * soonest first; then the polls with a vote limit by the votes they still need; then the id.
 * - `ending_deadline`: the deadline, or a date after every deadline for a poll without one
 *   (NULLs last, as the CASE put them);
 * - `ending_votes_left`: vote_limit − total_votes, or a number above any limit for a poll without
 *   one; signed on MySQL, where unsigned columns refuse a negative difference.
 * Virtual on both (computed when read; the index stores them), as SQLite adds no stored column to
 * an existing table. (status, ending_deadline, ending_votes_left, id) serves the open polls.
 */
const NO_DEADLINE = '9999-12-31 23:59:59'
const NO_VOTE_LIMIT = 2_147_483_647
const INDEX = 'posts_status_ending_order_index'

export default class extends DilemmaSchema {
  async up() {
    const [deadlineType, deadline, votesLeft] = this.isMysql
      ? [
          'DATETIME',
          `COALESCE(time_limit, TIMESTAMP'${NO_DEADLINE}')`,
          `CAST(vote_limit AS SIGNED) - CAST(total_votes AS SIGNED)`,
        ]
      : ['TEXT', `COALESCE(time_limit, '${NO_DEADLINE}')`, 'vote_limit - total_votes']
    this.schema.raw(
      `ALTER TABLE posts ADD COLUMN ending_deadline ${deadlineType} GENERATED ALWAYS AS (${deadline}) VIRTUAL`,
    )
    this.schema.raw(
      `ALTER TABLE posts ADD COLUMN ending_votes_left BIGINT GENERATED ALWAYS AS ` +
        `(CASE WHEN vote_limit IS NULL THEN ${NO_VOTE_LIMIT} ELSE ${votesLeft} END) VIRTUAL`,
    )
    this.schema.raw(`CREATE INDEX ${INDEX} ON posts (status, ending_deadline, ending_votes_left, id)`)
  }

  async down() {
    this.schema.raw(this.isMysql ? `DROP INDEX ${INDEX} ON posts` : `DROP INDEX ${INDEX}`)
    this.schema.raw('ALTER TABLE posts DROP COLUMN ending_votes_left')
    this.schema.raw('ALTER TABLE posts DROP COLUMN ending_deadline')
  }
}
