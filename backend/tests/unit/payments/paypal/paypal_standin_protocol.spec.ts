/*
 * The stand-in itself, spoken to over raw HTTP as PayPal's documentation describes: what the
 * client does not exercise (minimal answers, replay status codes, the deprecated
 * application_context shape, the buyer's approval page).
 */
import { test } from '@japa/runner'
import type { PayPalStandIn } from '../../../../../scripts/paypal-standin/paypal_standin.mjs'
import { CREDENTIALS, useStandIn } from '#tests/unit/payments/paypal/paypal_standin_fixture'

const RETURN_URL = 'http://localhost:3333/payment?plan=pro&status=success'
const CANCEL_URL = 'http://localhost:3333/payment?plan=pro&status=cancelled'

/** The parts of PayPal's answers these tests read. */
interface PayPalJson {
  id: string
  status: string
  name?: string
  details?: { issue: string; field?: string }[]
  links: { rel: string }[]
  purchase_units: { amount: unknown; payments: { captures: { status: string }[] } }[]
}

async function accessToken(standIn: PayPalStandIn): Promise<string> {
  const response = await fetch(`${standIn.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  })
  return ((await response.json()) as { access_token: string }).access_token
}

async function post(standIn: PayPalStandIn, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${standIn.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await accessToken(standIn)}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as PayPalJson }
}

function orderBody(context: Record<string, unknown>) {
  return { intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EUR', value: '4.99' } }], ...context }
}

const EXPERIENCE_CONTEXT = {
  payment_source: { paypal: { experience_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL } } },
}

function submitChoice(standIn: PayPalStandIn, choice: 'approve' | 'cancel', orderId: string) {
  return fetch(`${standIn.url}/checkoutnow/${choice}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `token=${orderId}`,
    redirect: 'manual',
  })
}

test.group('PayPal stand-in: protocol', (group) => {
  const paypal = useStandIn(group)

  test('token: PayPal fields; a missing grant type is unsupported_grant_type', async ({ assert }) => {
    const { standIn } = paypal()
    const basic = `Basic ${Buffer.from(`${CREDENTIALS.clientId}:${CREDENTIALS.clientSecret}`).toString('base64')}`
    const granted = await fetch(`${standIn.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    assert.containsSubset(await granted.json(), { token_type: 'Bearer', expires_in: 32400 })
    const refused = await fetch(`${standIn.url}/v1/oauth2/token`, { method: 'POST', headers: { authorization: basic } })
    assert.equal(refused.status, 400)
    assert.equal(((await refused.json()) as { error: string }).error, 'unsupported_grant_type')
  })

  test('a call without a bearer token is AUTHENTICATION_FAILURE (401)', async ({ assert }) => {
    const { standIn } = paypal()
    const response = await fetch(`${standIn.url}/v2/checkout/orders/ANY`)
    assert.equal(response.status, 401)
    assert.equal(((await response.json()) as { name: string }).name, 'AUTHENTICATION_FAILURE')
  })

  test('create: minimal answer by default, 201 then 200 for the same PayPal-Request-Id', async ({ assert }) => {
    const { standIn } = paypal()
    const first = await post(standIn, '/v2/checkout/orders', orderBody(EXPERIENCE_CONTEXT), {
      'paypal-request-id': 'r1',
    })
    const replay = await post(standIn, '/v2/checkout/orders', orderBody(EXPERIENCE_CONTEXT), {
      'paypal-request-id': 'r1',
    })
    assert.equal(first.status, 201)
    assert.equal(replay.status, 200)
    assert.equal(replay.body.id, first.body.id)
    assert.equal(first.body.status, 'PAYER_ACTION_REQUIRED')
    assert.notProperty(first.body, 'purchase_units')
    assert.deepEqual(
      first.body.links.map((link) => link.rel),
      ['self', 'payer-action'],
    )
  })

  test('create with the older application_context: CREATED with an approve link', async ({ assert }) => {
    const { standIn } = paypal()
    const { body } = await post(
      standIn,
      '/v2/checkout/orders',
      orderBody({ application_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL } }),
      { prefer: 'return=representation' },
    )
    assert.equal(body.status, 'CREATED')
    assert.include(
      body.links.map((link) => link.rel),
      'approve',
    )
    assert.deepEqual(body.purchase_units[0].amount, { currency_code: 'EUR', value: '4.99' })
  })

  test('create: a missing amount is INVALID_REQUEST / MISSING_REQUIRED_PARAMETER (400)', async ({ assert }) => {
    const { standIn } = paypal()
    const { status, body } = await post(standIn, '/v2/checkout/orders', { intent: 'CAPTURE', purchase_units: [{}] })
    assert.equal(status, 400)
    assert.equal(body.name, 'INVALID_REQUEST')
    assert.containsSubset(body.details, [{ issue: 'MISSING_REQUIRED_PARAMETER', field: '/purchase_units/0/amount' }])
  })

  test('capture: 201, then 200 with the same answer for the same PayPal-Request-Id', async ({ assert }) => {
    const { standIn } = paypal()
    const { body: order } = await post(standIn, '/v2/checkout/orders', orderBody(EXPERIENCE_CONTEXT))
    standIn.approveOrder(order.id)
    const path = `/v2/checkout/orders/${order.id}/capture`
    const first = await post(standIn, path, {}, { 'paypal-request-id': 'c1' })
    const replay = await post(standIn, path, {}, { 'paypal-request-id': 'c1' })
    assert.equal(first.status, 201)
    assert.equal(replay.status, 200)
    assert.deepEqual(replay.body, first.body)
    assert.equal(first.body.purchase_units[0].payments.captures[0].status, 'COMPLETED')
  })
})

test.group('PayPal stand-in: the buyer approval page', (group) => {
  const paypal = useStandIn(group)

  test('shows the amount with Approve and Cancel, labelled as a stand-in', async ({ assert }) => {
    const { standIn } = paypal()
    const { body: order } = await post(standIn, '/v2/checkout/orders', orderBody(EXPERIENCE_CONTEXT))
    const page = await fetch(`${standIn.url}/checkoutnow?token=${order.id}`)
    const html = await page.text()
    assert.equal(page.status, 200)
    for (const text of ['Local PayPal stand-in', 'No money moves', '4.99 EUR', '>Approve<', '>Cancel<']) {
      assert.include(html, text)
    }
  })

  test('Approve returns to return_url with token and PayerID added; the order is APPROVED', async ({ assert }) => {
    const { standIn } = paypal()
    const { body: order } = await post(standIn, '/v2/checkout/orders', orderBody(EXPERIENCE_CONTEXT))
    const response = await submitChoice(standIn, 'approve', order.id)
    const location = new URL(response.headers.get('location') ?? '')
    assert.equal(response.status, 303)
    assert.equal(`${location.origin}${location.pathname}`, 'http://localhost:3333/payment')
    assert.equal(location.searchParams.get('status'), 'success')
    assert.equal(location.searchParams.get('plan'), 'pro')
    assert.equal(location.searchParams.get('token'), order.id)
    assert.isNotEmpty(location.searchParams.get('PayerID'))
    assert.equal(standIn.getOrder(order.id).status, 'APPROVED')
  })

  test('Cancel returns to cancel_url with the token; the order stays unapproved', async ({ assert }) => {
    const { standIn } = paypal()
    const { body: order } = await post(standIn, '/v2/checkout/orders', orderBody(EXPERIENCE_CONTEXT))
    const response = await submitChoice(standIn, 'cancel', order.id)
    assert.equal(response.headers.get('location'), `${CANCEL_URL}&token=${order.id}`)
    assert.equal(standIn.getOrder(order.id).status, 'PAYER_ACTION_REQUIRED')
  })

  test('an unknown token shows a not-found page', async ({ assert }) => {
    const { standIn } = paypal()
    const page = await fetch(`${standIn.url}/checkoutnow?token=UNKNOWN`)
    assert.equal(page.status, 404)
  })
})
