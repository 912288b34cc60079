import { test } from '@japa/runner'
import { paypalErrorOf, proOrder, useStandIn } from '#tests/unit/payments/paypal/paypal_standin_fixture'

test.group('PayPal client: creating an order', (group) => {
  const paypal = useStandIn(group)

  test('answers the order waiting for the buyer, with her approval link', async ({ assert }) => {
    const { standIn, client } = paypal()
    const order = await client.createOrder(proOrder())
    assert.equal(order.status, 'PAYER_ACTION_REQUIRED')
    assert.equal(order.approveUrl, `${standIn.url}/checkoutnow?token=${order.id}`)
    assert.equal(order.customId, 'user:7;plan:pro')
    assert.deepEqual(order.amount, { currencyCode: 'EUR', value: '4.99' })
    assert.isNull(order.capture)
  })

  test('the same PayPal-Request-Id creates the order once', async ({ assert }) => {
    const { client } = paypal()
    const input = proOrder()
    const first = await client.createOrder(input)
    const again = await client.createOrder(input)
    assert.equal(again.id, first.id)
  })

  test("PayPal's validation errors come with their issue", async ({ assert }) => {
    const { client } = paypal()
    const error = await paypalErrorOf(client.createOrder(proOrder({ amount: { currencyCode: 'EUR', value: '4.999' } })))
    assert.equal(error.httpStatus, 422)
    assert.equal(error.errorName, 'UNPROCESSABLE_ENTITY')
    assert.equal(error.issue, 'DECIMAL_PRECISION')
    assert.isString(error.debugId)
  })

  test('an unknown order is RESOURCE_NOT_FOUND (404)', async ({ assert }) => {
    const { client } = paypal()
    const error = await paypalErrorOf(client.getOrder('NO5UCH0RDER'))
    assert.equal(error.httpStatus, 404)
    assert.equal(error.errorName, 'RESOURCE_NOT_FOUND')
    assert.equal(error.issue, 'INVALID_RESOURCE_ID')
  })
})

test.group('PayPal client: capturing an order', (group) => {
  const paypal = useStandIn(group)

  test('create, approve, capture: the order is COMPLETED with one completed capture', async ({ assert }) => {
    const { standIn, client } = paypal()
    const order = await client.createOrder(proOrder())
    standIn.approveOrder(order.id)
    assert.equal((await client.getOrder(order.id)).status, 'APPROVED')

    const captured = await client.captureOrder(order.id, 'capture-1')

    assert.equal(captured.status, 'COMPLETED')
    assert.equal(captured.customId, 'user:7;plan:pro')
    assert.equal(captured.capture?.status, 'COMPLETED')
    assert.deepEqual(captured.capture?.amount, { currencyCode: 'EUR', value: '4.99' })
    assert.deepEqual((await client.getOrder(order.id)).capture, captured.capture)
  })

  test('a replayed capture (same PayPal-Request-Id) answers the same capture and makes no second', async ({
    assert,
  }) => {
    const { standIn, client } = paypal()
    const order = await client.createOrder(proOrder())
    standIn.approveOrder(order.id)
    const [first, concurrent] = await Promise.all([
      client.captureOrder(order.id, 'capture-1'),
      client.captureOrder(order.id, 'capture-1'),
    ])
    const later = await client.captureOrder(order.id, 'capture-1')
    assert.equal(concurrent.capture?.id, first.capture?.id)
    assert.equal(later.capture?.id, first.capture?.id)
    assert.equal(standIn.captureCount(order.id), 1)
  })

  test('capturing a captured order again (another request id) is ORDER_ALREADY_CAPTURED', async ({ assert }) => {
    const { standIn, client } = paypal()
    const order = await client.createOrder(proOrder())
    standIn.approveOrder(order.id)
    await client.captureOrder(order.id, 'capture-1')
    const error = await paypalErrorOf(client.captureOrder(order.id, 'capture-2'))
    assert.equal(error.httpStatus, 422)
    assert.equal(error.issue, 'ORDER_ALREADY_CAPTURED')
    assert.equal(standIn.captureCount(order.id), 1)
  })

  test('an order the buyer has not approved is ORDER_NOT_APPROVED (422)', async ({ assert }) => {
    const { client } = paypal()
    const order = await client.createOrder(proOrder())
    const error = await paypalErrorOf(client.captureOrder(order.id, 'capture-1'))
    assert.equal(error.httpStatus, 422)
    assert.equal(error.errorName, 'UNPROCESSABLE_ENTITY')
    assert.equal(error.issue, 'ORDER_NOT_APPROVED')
  })

  test('a declined instrument is INSTRUMENT_DECLINED (422); the buyer picks another source, then it captures', async ({
    assert,
  }) => {
    const { standIn, client } = paypal()
    const order = await client.createOrder(proOrder())
    standIn.approveOrder(order.id)
    standIn.failNextCapture(order.id, { issue: 'INSTRUMENT_DECLINED' })
    const error = await paypalErrorOf(client.captureOrder(order.id, 'capture-1'))
    assert.equal(error.issue, 'INSTRUMENT_DECLINED')
    assert.equal((await client.getOrder(order.id)).status, 'PAYER_ACTION_REQUIRED')
    standIn.approveOrder(order.id)
    assert.equal((await client.captureOrder(order.id, 'capture-2')).capture?.status, 'COMPLETED')
  })

  test('a pending capture completes the order but not the payment', async ({ assert }) => {
    const { standIn, client } = paypal()
    const order = await client.createOrder(proOrder())
    standIn.approveOrder(order.id)
    standIn.failNextCapture(order.id, { captureStatus: 'PENDING' })
    const captured = await client.captureOrder(order.id, 'capture-1')
    assert.equal(captured.status, 'COMPLETED')
    assert.equal(captured.capture?.status, 'PENDING')
  })

  test('the captured amount is reported as PayPal captured it', async ({ assert }) => {
    const { standIn, client } = paypal()
    const order = await client.createOrder(proOrder())
    standIn.approveOrder(order.id)
    standIn.setCaptureAmount(order.id, { currency_code: 'USD', value: '0.01' })
    const captured = await client.captureOrder(order.id, 'capture-1')
    assert.deepEqual(captured.capture?.amount, { currencyCode: 'USD', value: '0.01' })
  })
})
