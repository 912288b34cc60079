import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  protected tableName = 'users'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.string('username', 50).notNullable()
      // Lowercased, trimmed username: case-insensitive uniqueness on every database.
      table.string('username_normalized', 50).notNullable().unique()
      // Stored lowercased.
      table.string('email', 191).notNullable().unique()
      // Null for accounts that only sign in with Google.
      table.string('password', 255).nullable()
      table.string('google_id', 191).nullable().unique()
      table.string('role', 20).notNullable().defaultTo('user').index()
      table.boolean('is_email_verified').notNullable().defaultTo(false)
      table.string('avatar_url', 255).nullable()
      table.string('bio', 300).nullable()
      table.string('language', 2).nullable()
      table.dateTime('username_last_changed_at').nullable()
      table.dateTime('last_login_at').nullable()
      table.integer('current_login_streak').unsigned().notNullable().defaultTo(0)
      table.integer('max_login_streak').unsigned().notNullable().defaultTo(0)
      // Role is prouser while the trial runs (derived on read, persisted by a sweep).
      table.dateTime('trial_ends_at').nullable()
      // End of the paid period of a prouser/premiumuser plan; null while no plan is paid.
      table.dateTime('plan_expires_at').nullable()
      table.dateTime('deleted_at').nullable().index()
      this.timestamps(table)
      table.index(['created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
