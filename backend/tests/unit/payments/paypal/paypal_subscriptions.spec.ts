import { test } from '@japa/runner'
import { paypalErrorOf, useStandIn } from '#tests/unit/payments/paypal/paypal_standin_fixture'

test.group('PayPal client: subscriptions', (group) => {
  const paypal = useStandIn(group)

  test('cancelling a subscription tells PayPal the reason', async ({ assert }) => {
    const { standIn, client } = paypal()
    const subscriptionId = standIn.addSubscription()
    await client.cancelSubscription(subscriptionId, 'No longer needed')
    assert.deepEqual(standIn.cancellations(), [{ subscriptionId, reason: 'No longer needed' }])
  })

  test('an unknown subscription is RESOURCE_NOT_FOUND, a cancelled one SUBSCRIPTION_STATUS_INVALID', async ({
    assert,
  }) => {
    const { standIn, client } = paypal()
    const unknown = await paypalErrorOf(client.cancelSubscription('I-UNKNOWN', 'No longer needed'))
    assert.equal(unknown.httpStatus, 404)
    assert.equal(unknown.errorName, 'RESOURCE_NOT_FOUND')
    const subscriptionId = standIn.addSubscription()
    await client.cancelSubscription(subscriptionId, 'No longer needed')
    const twice = await paypalErrorOf(client.cancelSubscription(subscriptionId, 'No longer needed'))
    assert.equal(twice.httpStatus, 422)
    assert.equal(twice.issue, 'SUBSCRIPTION_STATUS_INVALID')
  })
})
