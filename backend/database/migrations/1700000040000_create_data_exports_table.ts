import DilemmaSchema from '#database/dilemma_schema'

/**
 * A member's "download my data" archive: one row per member (a new request replaces the old one
 * once 24 hours have passed). The ZIP lives under a random name outside the public uploads; a
 * single-use link (the e-mail's) is kept as its hash.
 */
export default class extends DilemmaSchema {
  protected tableName = 'data_exports'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().unique().references('id').inTable('users').onDelete('CASCADE')
      // preparing | ready
      table.string('status', 20).notNullable()
      table.string('language', 5).notNullable()
      table.string('file_name', 80).nullable()
      table.string('link_token_hash', 64).nullable().unique()
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      table.dateTime('requested_at').notNullable()
      table.dateTime('ready_at').nullable()
      table.dateTime('expires_at').nullable()
      table.index(['status', 'expires_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
