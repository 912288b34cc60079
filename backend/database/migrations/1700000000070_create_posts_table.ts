import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  protected tableName = 'posts'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('title', 200).notNullable()
      table.text('description').notNullable()
      for (const letter of ['a', 'b'] as const) table.string(`option_${letter}`, 100).notNullable()
      for (const letter of ['c', 'd'] as const) table.string(`option_${letter}`, 100).nullable()
      for (const letter of ['a', 'b', 'c', 'd'] as const) table.string(`image_${letter}`, 255).nullable()
      // Kept in step with image_a..d so "with images" / "text only" filter on an index.
      table.boolean('has_images').notNullable().defaultTo(false)
      // active | passive | inactive | deleted
      table.string('status', 10).notNullable().defaultTo('active')
      table.integer('vote_limit').unsigned().nullable()
      // Deadline (UTC) of a time-limited poll.
      table.dateTime('time_limit').nullable()
      for (const letter of ['a', 'b', 'c', 'd'] as const) {
        table.integer(`vote_count_${letter}`).unsigned().notNullable().defaultTo(0)
      }
      table.integer('total_votes').unsigned().notNullable().defaultTo(0)
      table.integer('like_count').unsigned().notNullable().defaultTo(0)
      table.boolean('ai_enabled').notNullable().defaultTo(false)
      this.timestamps(table)

      table.index(['status'])
      table.index(['created_at'])
      table.index(['status', 'created_at'])
      table.index(['total_votes'])
      table.index(['like_count'])
      table.index(['time_limit'])
      table.index(['vote_limit'])
      table.index(['user_id', 'created_at'])
      table.index(['has_images'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
