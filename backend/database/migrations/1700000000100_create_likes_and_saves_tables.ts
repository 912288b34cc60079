import DilemmaSchema from '#database/dilemma_schema'

/** Likes and saves have the same shape: one row per (post, user), unique. */
const TABLES = ['likes', 'saves'] as const

export default class extends DilemmaSchema {
  async up() {
    for (const tableName of TABLES) {
      this.createPortableTable(tableName, (table) => {
        table.increments('id')
        table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
        table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
        table.dateTime('created_at').notNullable()
        table.unique(['post_id', 'user_id'])
        table.index(['user_id', 'created_at'])
      })
    }
  }

  async down() {
    for (const tableName of [...TABLES].reverse()) this.schema.dropTable(tableName)
  }
}
