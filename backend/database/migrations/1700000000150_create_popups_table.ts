import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  protected tableName = 'popups'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.string('image_url', 255).notNullable()
      table.text('description').nullable()
      table.boolean('is_active').notNullable().defaultTo(false)
      table.dateTime('starts_at').nullable()
      table.dateTime('ends_at').nullable()
      this.timestamps(table)
      table.index(['is_active', 'created_at'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
