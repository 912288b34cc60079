import DilemmaSchema from '#database/dilemma_schema'

/**
 * Registration is invitation-only. An invitation also carries the single-use registration
 * token (hashed) once the invited person starts registering.
 */
export default class extends DilemmaSchema {
  protected tableName = 'invitations'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.string('email', 191).notNullable().unique()
      table.dateTime('expires_at').notNullable()
      table.integer('invited_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('token_hash', 64).nullable().unique()
      table.dateTime('token_expires_at').nullable()
      table.dateTime('used_at').nullable()
      this.timestamps(table)
      table.index(['expires_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
