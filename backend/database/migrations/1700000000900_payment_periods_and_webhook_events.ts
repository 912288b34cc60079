import DilemmaSchema from '#database/dilemma_schema'

/**
 * What a completed payment bought (the subscription and the period end it answers with on a
 * replayed capture) and PayPal's capture id, which refund and reversal webhooks name; PayPal
 * webhook events processed once by id; end-of-period notices sent once per period.
 */
export default class extends DilemmaSchema {
  async up() {
    this.schema.alterTable('payments', (table) => {
      table.string('provider_capture_id', 191).nullable().unique()
      table.integer('subscription_id').unsigned().nullable().references('id').inTable('subscriptions')
      table.dateTime('period_end').nullable()
      table.string('failure_reason', 100).nullable()
    })

    this.createPortableTable('paypal_webhook_events', (table) => {
      table.increments('id')
      table.string('event_id', 191).notNullable().unique()
      table.string('event_type', 100).notNullable()
      this.timestamps(table)
    })

    this.createPortableTable('plan_end_notices', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      // trial | subscription
      table.string('kind', 20).notNullable()
      table.dateTime('period_end').notNullable()
      this.timestamps(table)
      table.unique(['user_id', 'kind', 'period_end'])
    })
  }

  async down() {
    this.schema.dropTable('plan_end_notices')
    this.schema.dropTable('paypal_webhook_events')
    this.schema.alterTable('payments', (table) => {
      table.dropForeign(['subscription_id'])
      table.dropUnique(['provider_capture_id'])
      table.dropColumn('provider_capture_id')
      table.dropColumn('subscription_id')
      table.dropColumn('period_end')
      table.dropColumn('failure_reason')
    })
  }
}
