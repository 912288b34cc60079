import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  protected tableName = 'categories'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 100).notNullable()
      table.string('slug', 100).notNullable().unique()
      this.timestamps(table)
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
