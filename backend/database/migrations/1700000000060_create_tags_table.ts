import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  protected tableName = 'tags'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.string('name', 50).notNullable()
      // Lowercased name: tags match case-insensitively on every database.
      table.string('name_normalized', 50).notNullable().unique()
      // 5 is the uncategorized category.
      table.integer('category_id').unsigned().notNullable().defaultTo(5).references('id').inTable('categories')
      this.timestamps(table)
      table.index(['category_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
