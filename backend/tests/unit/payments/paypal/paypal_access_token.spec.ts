import { test } from '@japa/runner'
import { PayPalAccessToken } from '#services/payments/paypal/paypal_access_token'
import { clientFor, paypalErrorOf, proOrder, useStandIn } from '#tests/unit/payments/paypal/paypal_standin_fixture'

test.group('PayPal client: OAuth 2 access token', (group) => {
  const paypal = useStandIn(group)

  test('one token serves consecutive calls', async ({ assert }) => {
    const { standIn, client } = paypal()
    const order = await client.createOrder(proOrder())
    await client.getOrder(order.id)
    await client.getOrder(order.id)
    assert.equal(standIn.tokenRequestCount(), 1)
  })

  test('concurrent first calls share one token request', async ({ assert }) => {
    const { standIn, client } = paypal()
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => client.createOrder(proOrder())))
    assert.lengthOf(new Set(orders.map((order) => order.id)), 5)
    assert.equal(standIn.tokenRequestCount(), 1)
  })

  test('a token PayPal no longer accepts is replaced once and the call goes through', async ({ assert }) => {
    const { standIn, client } = paypal()
    const order = await client.createOrder(proOrder())
    standIn.expireAccessTokens()
    const again = await client.getOrder(order.id)
    assert.equal(again.id, order.id)
    assert.equal(standIn.tokenRequestCount(), 2)
  })

  test('a token is renewed a minute before PayPal says it expires', async ({ assert }) => {
    const { standIn, client } = paypal()
    const clock = { now: 0 }
    const accessToken = new PayPalAccessToken(client.config, () => clock.now)
    const first = await accessToken.value()
    clock.now = (32_400 - 60) * 1000 - 1
    assert.equal(await accessToken.value(), first)
    clock.now += 1
    assert.notEqual(await accessToken.value(), first)
    assert.equal(standIn.tokenRequestCount(), 2)
  })

  test('wrong credentials fail with PayPal invalid_client (401)', async ({ assert }) => {
    const { standIn } = paypal()
    const client = clientFor(standIn, { clientSecret: 'wrong' })
    const error = await paypalErrorOf(client.createOrder(proOrder()))
    assert.equal(error.httpStatus, 401)
    assert.equal(error.errorName, 'invalid_client')
    assert.equal(error.message, 'Client Authentication failed')
  })
})
