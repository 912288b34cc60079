import DilemmaSchema from '#database/dilemma_schema'

/**
 * Push and e-mail deliveries of the in-app notices (member_notices stays the one list of what
 * happened): the browsers' push subscriptions, each member's switches per notice kind and channel,
 * and one row per notice, channel and target (a subscription, or 0 for her e-mail address) whose unique index makes a
 * delivery happen once however many workers, retries and sweeps reach it.
 */
export default class extends DilemmaSchema {
  async up() {
    this.createPortableTable('push_subscriptions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('endpoint', 1000).notNullable()
      // sha256 of the endpoint: a unique index on the long endpoint itself would not fit MySQL's key length.
      table.string('endpoint_hash', 64).notNullable().unique()
      table.string('p256dh', 100).notNullable()
      table.string('auth', 50).notNullable()
      this.timestamps(table)
      table.index(['user_id'])
    })
    this.createPortableTable('notice_preferences', (table) => {
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('kind', 40).notNullable()
      // push | email
      table.string('channel', 10).notNullable()
      table.boolean('enabled').notNullable()
      this.timestamps(table)
      table.primary(['user_id', 'kind', 'channel'])
    })
    this.createPortableTable('notice_deliveries', (table) => {
      table.increments('id')
      table.integer('notice_id').unsigned().notNullable().references('id').inTable('member_notices').onDelete('CASCADE')
      table.string('channel', 10).notNullable()
      table.integer('target_id').unsigned().notNullable()
      // pending | sending | sent | gone
      table.string('state', 10).notNullable()
      table.integer('attempts').unsigned().notNullable().defaultTo(0)
      table.dateTime('claimed_at').nullable()
      table.dateTime('sent_at').nullable()
      this.timestamps(table)
      table.unique(['notice_id', 'channel', 'target_id'])
    })
  }

  async down() {
    this.schema.dropTable('notice_deliveries')
    this.schema.dropTable('notice_preferences')
    this.schema.dropTable('push_subscriptions')
  }
}
