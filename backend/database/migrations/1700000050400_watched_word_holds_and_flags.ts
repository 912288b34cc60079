import DilemmaSchema from '#database/dilemma_schema'

/**
 * Watched words' `hold` and `flag` (docs/adr/pending/held-polls-as-a-status.md): a held poll's
 * hold (the entry that matched, where, and the status to give back when a moderator approves
 * it), and the system's reports, which have no reporting member but name the word and field.
 */
export default class extends DilemmaSchema {
  async up() {
    this.createPortableTable('post_holds', (table) => {
      table.increments('id')
      table.integer('post_id').unsigned().notNullable().references('id').inTable('posts').onDelete('CASCADE')
      table.string('word', 100).notNullable()
      // title | description | option_a… | tags.0…
      table.string('field', 20).notNullable()
      // The poll's status before it was held: active, or passive for an edit of a closed poll.
      table.string('previous_status', 10).notNullable()
      table.dateTime('held_at').notNullable()
      this.timestamps(table)
      table.unique(['post_id'])
    })
    this.schema.alterTable('reports', (table) => {
      // Null: the system reported it (a watched word with action flag).
      table.integer('user_id').unsigned().nullable().alter()
      table.string('watched_word', 100).nullable()
      table.string('watched_field', 20).nullable()
    })
  }

  async down() {
    this.defer(async (db) => {
      await db.from('reports').whereNull('user_id').delete()
    })
    this.schema.alterTable('reports', (table) => {
      table.dropColumn('watched_word')
      table.dropColumn('watched_field')
      table.integer('user_id').unsigned().notNullable().alter()
    })
    this.schema.dropTable('post_holds')
  }
}
