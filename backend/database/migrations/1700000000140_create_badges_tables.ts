import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  async up() {
    this.createPortableTable('badges', (table) => {
      table.increments('id')
      // e.g. LOGIN_STREAK_7; clients translate name and description by it.
      table.string('name', 50).notNullable().unique()
      // LOGIN_STREAK | POST_COUNT | LIKES_RECEIVED | VOTES_GIVEN | LIKES_GIVEN | POST_SAVE
      table.string('type', 30).notNullable()
      // Community | Activity | Participation | Helpfulness | Other
      table.string('category', 30).notNullable()
      table.integer('threshold').unsigned().notNullable()
      table.string('icon_url', 255).nullable()
      this.timestamps(table)
      table.unique(['type', 'threshold'])
    })

    this.createPortableTable('user_badges', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.integer('badge_id').unsigned().notNullable().references('id').inTable('badges').onDelete('CASCADE')
      table.boolean('seen').notNullable().defaultTo(false)
      table.dateTime('awarded_at').notNullable()
      table.unique(['user_id', 'badge_id'])
      table.index(['user_id', 'seen'])
    })
  }

  async down() {
    this.schema.dropTable('user_badges')
    this.schema.dropTable('badges')
  }
}
