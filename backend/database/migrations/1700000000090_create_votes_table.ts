import DilemmaSchema from '#database/dilemma_schema'

/** One vote per user per poll is the unique index, not a check-then-insert. */
export default class extends DilemmaSchema {
  protected tableName = 'votes'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // a | b | c | d
      table.string('choice', 1).notNullable()
      table.dateTime('created_at').notNullable()
      table.unique(['post_id', 'user_id'])
      table.index(['user_id', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
