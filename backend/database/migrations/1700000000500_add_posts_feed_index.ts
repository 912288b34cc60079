import DilemmaSchema from '#database/dilemma_schema'

/**
 * The default feed ("active" = status active and deadline not passed) counts and orders the
 * ids of open polls: (status, time_limit) covers that filter, and the primary key rides along
 * in the index, so neither the count nor the random order reads whole rows.
 */
export default class extends DilemmaSchema {
  protected tableName = 'posts'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.index(['status', 'time_limit'], 'posts_status_time_limit_index')
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropIndex(['status', 'time_limit'], 'posts_status_time_limit_index')
    })
  }
}
