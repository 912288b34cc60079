import DilemmaSchema from '#database/dilemma_schema'

/**
 * Every decision that restricts a member's content or account, with its statement of reasons
 * (docs/adr/0047-decisions-and-appeals.md): what was decided, why, by whom and what it took
 * (`previous`: the poll's status or her role before), so an accepted appeal restores exactly that.
 * Her notice of it points here.
 */
export default class extends DilemmaSchema {
  protected tableName = 'moderation_decisions'

  async up() {
    this.createPortableTable(this.tableName, (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // post_removed | post_passive | report_upheld | held_rejected | suspension | role_lowered
      table.string('kind', 30).notNullable()
      table.integer('post_id').unsigned().nullable().references('id').inTable('posts').onDelete('SET NULL')
      table.string('post_title', 200).nullable()
      table.string('reason', 20).notNullable()
      table.string('note', 500).nullable()
      table.integer('decided_by').unsigned().nullable().references('id').inTable('users').onDelete('SET NULL')
      table.string('previous', 20).nullable()
      // A suspension's end; null for one until lifted, and for every other kind.
      table.dateTime('ends_at').nullable()
      table.dateTime('reversed_at').nullable()
      this.timestamps(table)
      table.index(['user_id', 'created_at'])
    })
    this.schema.alterTable('member_notices', (table) => {
      table.integer('decision_id').unsigned().nullable().references('id').inTable(this.tableName).onDelete('CASCADE')
    })
  }

  async down() {
    this.schema.alterTable('member_notices', (table) => {
      table.dropForeign(['decision_id'])
      table.dropColumn('decision_id')
    })
    this.schema.dropTable(this.tableName)
  }
}
