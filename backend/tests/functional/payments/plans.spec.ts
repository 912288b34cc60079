import { test } from '@japa/runner'
import { DAILY_POST_LIMITS } from '#services/posts/poll_rules'
import { signedInMember, unconfigurePayPal } from '#tests/functional/payments/payment_helpers'

test.group('Plans and payments without PayPal', (group) => {
  group.setup(() => unconfigurePayPal())

  test('the plan table is public, in EUR, with the spec prices and allowances', async ({ client, assert }) => {
    const response = await client.get('/api/plans')

    response.assertStatus(200)
    const { plans, demo } = response.body()
    assert.isFalse(demo)
    assert.deepEqual(
      plans.map((plan: { id: string; role: string; price: number; originalPrice: number | null }) => [
        plan.id,
        plan.role,
        plan.price,
        plan.originalPrice,
      ]),
      [
        ['basic', 'user', 0, null],
        ['pro', 'prouser', 4.99, 9.99],
        ['enterprise', 'premiumuser', 9.99, 19.99],
      ],
    )
    assert.deepEqual(
      plans.map((plan: { postsPerDay: number }) => plan.postsPerDay),
      [DAILY_POST_LIMITS.user, DAILY_POST_LIMITS.prouser, DAILY_POST_LIMITS.premiumuser],
    )
    assert.deepEqual(
      plans.map((plan: { mostPopular: boolean }) => plan.mostPopular),
      [false, true, false],
    )
    assert.isTrue(plans.every((plan: { currency: string }) => plan.currency === 'EUR'))
  })

  test('without credentials the payment calls answer 503 PAYMENTS_NOT_CONFIGURED', async ({ client }) => {
    const member = await signedInMember(client)
    const order = await member.agent.send('post', '/api/paypal/create-order', { plan: 'pro' })
    order.assertStatus(503)
    order.assertBodyContains({ code: 'PAYMENTS_NOT_CONFIGURED' })
    const capture = await member.agent.send('post', '/api/paypal/capture-order', {
      orderID: 'X',
      userId: member.user.id,
      plan: 'pro',
    })
    capture.assertStatus(503)
    const webhook = await client.post('/api/paypal/webhook').json({ id: 'WH-1', event_type: 'X' })
    webhook.assertStatus(503)
  })

  test('an invalid plan is 422 before anything else', async ({ client }) => {
    const member = await signedInMember(client)
    const order = await member.agent.send('post', '/api/paypal/create-order', { plan: 'gold' })
    order.assertStatus(422)
    order.assertBodyContains({ code: 'INVALID_PLAN' })
  })
})
