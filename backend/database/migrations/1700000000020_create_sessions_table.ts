import DilemmaSchema from '#database/dilemma_schema'

/** Login sessions: one row per device, holding the hash of its current refresh token. */
export default class extends DilemmaSchema {
  protected tableName = 'sessions'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('refresh_token_hash', 64).notNullable().unique()
      table.string('previous_refresh_token_hash', 64).nullable().index()
      table.dateTime('rotated_at').nullable()
      table.dateTime('expires_at').notNullable()
      table.dateTime('revoked_at').nullable()
      table.string('user_agent', 255).nullable()
      table.string('ip', 45).nullable()
      table.dateTime('created_at').notNullable()
      table.dateTime('last_used_at').nullable()
      table.index(['user_id', 'revoked_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
