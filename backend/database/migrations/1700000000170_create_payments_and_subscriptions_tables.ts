import DilemmaSchema from '#database/dilemma_schema'

export default class extends DilemmaSchema {
  async up() {
    this.createPortableTable('payments', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('provider', 20).notNullable().defaultTo('paypal')
      table.string('provider_order_id', 191).nullable().unique()
      // prouser | premiumuser
      table.string('plan', 20).notNullable()
      table.decimal('amount', 10, 2).notNullable()
      table.string('currency', 3).notNullable()
      // created | completed | failed | cancelled
      table.string('status', 20).notNullable().defaultTo('created')
      table.string('idempotency_key', 191).notNullable().unique()
      table.dateTime('captured_at').nullable()
      this.timestamps(table)
      table.index(['user_id', 'created_at'])
    })

    this.createPortableTable('subscriptions', (table) => {
      table.increments('id')
      table.integer('user_id').unsigned().notNullable().references('id').inTable('users').onDelete('CASCADE')
      table.string('provider', 20).notNullable().defaultTo('paypal')
      table.string('provider_subscription_id', 191).nullable().unique()
      table.string('plan', 20).notNullable()
      // active | cancelled | expired
      table.string('status', 20).notNullable().defaultTo('active')
      table.dateTime('current_period_end').nullable()
      table.dateTime('cancelled_at').nullable()
      table.string('idempotency_key', 191).nullable().unique()
      this.timestamps(table)
      table.index(['user_id', 'status'])
    })
  }

  async down() {
    this.schema.dropTable('subscriptions')
    this.schema.dropTable('payments')
  }
}
