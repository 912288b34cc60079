import DilemmaSchema from '#database/dilemma_schema'

/**
 * In-app notices to a member, read at her next visit (admin-spec §4: "users are notified" when a
 * report leads to her poll's deletion). The texts are the app's translations of `kind`; the row
 * keeps only what they need (the poll's title, as the poll itself is gone).
 */
export default class extends DilemmaSchema {
  protected tableName = 'member_notices'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 40).notNullable()
      // The poll the notice is about; null once it is deleted permanently (the title stays).
      table.integer('post_id').unsigned().nullable().references('id').inTable('posts').onDelete('SET NULL')
      table.string('post_title', 200).nullable()
      table.dateTime('read_at').nullable()
      this.timestamps(table)
      // One notice per poll and kind, even if two moderators decide at once.
      table.unique(['user_id', 'kind', 'post_id'])
      table.index(['user_id', 'read_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
