import { test } from '@japa/runner'
import { startPayPalStandIn } from '../../../../../scripts/paypal-standin/paypal_standin.mjs'
import { CREDENTIALS, clientFor, paypalErrorOf, proOrder } from '#tests/unit/payments/paypal/paypal_standin_fixture'

test.group('PayPal client: no answer', () => {
  test('an unreachable PayPal is CONNECTION_FAILED with no HTTP status', async ({ assert }) => {
    const standIn = await startPayPalStandIn(CREDENTIALS)
    await standIn.close()
    const error = await paypalErrorOf(clientFor(standIn).createOrder(proOrder()))
    assert.equal(error.httpStatus, 0)
    assert.equal(error.errorName, 'CONNECTION_FAILED')
  })
})
