import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  protected tableName = 'post_tags'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.integer('tag_id').unsigned().notNullable().references('id').inTable('tags').onDelete('CASCADE')
      table.primary(['post_id', 'tag_id'])
      table.index(['tag_id', 'post_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
