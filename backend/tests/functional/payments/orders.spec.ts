import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import { TemporaryOutbox } from '#tests/helpers/outbox'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import {
  approvedOrder,
  capture,
  reloaded,
  roleOf,
  signedInMember,
  usePayPalStandIn,
} from '#tests/functional/payments/payment_helpers'

test.group('PayPal orders: create and capture', (group) => {
  const standIn = usePayPalStandIn(group)
  const outbox = TemporaryOutbox.forGroup(group)

  test('an order records our payment at the plan table price and returns the approval link', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const response = await member.agent.send('post', '/api/paypal/create-order', { plan: 'enterprise' })

    response.assertStatus(200)
    const { id, approveUrl } = response.body()
    assert.isString(id)
    assert.isTrue(approveUrl.startsWith(standIn().url))
    const payment = await Payment.findByOrFail('provider_order_id', id)
    assert.equal(payment.userId, member.user.id)
    assert.equal(payment.plan, 'premiumuser')
    assert.equal(payment.amount, 9.99)
    assert.equal(payment.currency, 'EUR')
    assert.equal(payment.status, 'created')
    const order = standIn().getOrder(id) as { purchase_units: { custom_id: string; amount: { value: string } }[] }
    assert.equal(order.purchase_units[0]!.custom_id, `dilemma-payment:${payment.id}`)
    assert.equal(order.purchase_units[0]!.amount.value, '9.99')
  })

  test('both plan namings are accepted, anything else is INVALID_PLAN', async ({ client }) => {
    const member = await signedInMember(client)
    ;(await member.agent.send('post', '/api/paypal/create-order', { plan: 'prouser' })).assertStatus(200)
    ;(await member.agent.send('post', '/api/paypal/create-order', { plan: 'premiumuser' })).assertStatus(200)
    for (const plan of ['basic', 'user', 'admin', '', 'PRO']) {
      const response = await member.agent.send('post', '/api/paypal/create-order', { plan })
      response.assertStatus(422)
      response.assertBodyContains({ code: 'INVALID_PLAN' })
    }
    const missing = await member.agent.send('post', '/api/paypal/create-order', {})
    missing.assertBodyContains({ code: 'INVALID_PLAN' })
  })

  test('a completed capture makes her Pro at once for 30 days, ends her trial and mails a receipt', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    member.user.trialEndsAt = DateTime.utc().plus({ days: 10 })
    await member.user.save()
    const orderId = await approvedOrder(standIn(), member)

    const before = DateTime.utc()
    const response = await capture(member, orderId)

    response.assertStatus(200)
    assert.equal(response.body().status, 'COMPLETED')
    assert.equal(response.body().role, 'prouser')
    const renewal = DateTime.fromISO(response.body().renewalDate)
    assert.isAtLeast(renewal.diff(before, 'days').days, 29.99)
    assert.isAtMost(renewal.diff(before, 'days').days, 30.01)
    assert.equal(await roleOf(member), 'prouser')
    const user = await reloaded(member)
    assert.equal(user.role, 'prouser')
    assert.isNull(user.trialEndsAt)
    assert.equal(user.planExpiresAt!.toISO(), renewal.toUTC().set({ millisecond: 0 }).toISO())
    const payment = await Payment.findByOrFail('provider_order_id', orderId)
    assert.equal(payment.status, 'completed')
    assert.isString(payment.providerCaptureId)
    const mails = await outbox.mailsTo(member.user.email)
    assert.lengthOf(mails, 1)
    assert.include(mails[0]!.subject, 'Pro')
  })

  test('a replayed capture changes nothing and answers the same', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)
    const first = await capture(member, orderId)
    const second = await capture(member, orderId)

    second.assertStatus(200)
    assert.deepEqual(second.body(), first.body())
    assert.equal(standIn().captureCount(orderId), 1)
    assert.lengthOf(await Subscription.query().where('user_id', member.user.id), 1)
    assert.lengthOf(await outbox.mailsTo(member.user.email), 1)
  })

  test('two concurrent captures of one order make one period', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)

    const answers = await Promise.all([capture(member, orderId), capture(member, orderId), capture(member, orderId)])

    assert.deepEqual(
      answers.map((answer) => answer.status()),
      [200, 200, 200],
    )
    assert.equal(new Set(answers.map((answer) => answer.body().renewalDate)).size, 1)
    assert.equal(standIn().captureCount(orderId), 1)
    const subscriptions = await Subscription.query().where('user_id', member.user.id)
    assert.lengthOf(subscriptions, 1)
    assert.equal(subscriptions[0]!.currentPeriodEnd!.toISO(), (await reloaded(member)).planExpiresAt!.toISO())
  }).timeout(30_000)

  test('a second purchase of the same plan adds 30 days to the running period', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const first = await capture(member, await approvedOrder(standIn(), member))
    const second = await capture(member, await approvedOrder(standIn(), member, 'prouser'))

    second.assertStatus(200)
    const days = DateTime.fromISO(second.body().renewalDate).diff(DateTime.fromISO(first.body().renewalDate), 'days')
    assert.closeTo(days.days, 30, 0.001)
    assert.lengthOf(await Subscription.query().where('user_id', member.user.id), 1)
  })

  test('a capture of another amount is PAYMENT_FAILED and changes no role', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)
    standIn().setCaptureAmount(orderId, { currency_code: 'EUR', value: '0.01' })

    const response = await capture(member, orderId)

    response.assertStatus(402)
    response.assertBodyContains({ code: 'PAYMENT_FAILED', reason: 'AMOUNT_MISMATCH' })
    assert.equal(await roleOf(member), 'user')
    assert.equal((await Payment.findByOrFail('provider_order_id', orderId)).status, 'created')
  })

  test('a capture in another currency is PAYMENT_FAILED', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)
    standIn().setCaptureAmount(orderId, { currency_code: 'USD', value: '4.99' })

    const response = await capture(member, orderId)

    response.assertStatus(402)
    response.assertBodyContains({ code: 'PAYMENT_FAILED', reason: 'AMOUNT_MISMATCH' })
    assert.equal((await reloaded(member)).role, 'user')
  })

  test('an order not yet approved is PAYMENT_FAILED', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const created = await member.agent.send('post', '/api/paypal/create-order', { plan: 'pro' })

    const response = await capture(member, created.body().id)

    response.assertStatus(402)
    response.assertBodyContains({ code: 'PAYMENT_FAILED' })
    assert.equal((await reloaded(member)).role, 'user')
  })

  test("another member's order is 403, a wrong userId too, a wrong plan 422, an unknown order 404", async ({
    client,
    assert,
  }) => {
    const owner = await signedInMember(client)
    const other = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), owner)

    const foreign = await capture(other, orderId, 'pro', other.user.id)
    foreign.assertStatus(403)
    foreign.assertBodyContains({ code: 'ORDER_NOT_YOURS' })
    const claimed = await capture(other, orderId, 'pro', owner.user.id)
    claimed.assertStatus(403)
    const wrongUserId = await capture(owner, orderId, 'pro', other.user.id)
    wrongUserId.assertStatus(403)
    const wrongPlan = await capture(owner, orderId, 'enterprise')
    wrongPlan.assertStatus(422)
    wrongPlan.assertBodyContains({ code: 'PLAN_MISMATCH' })
    const unknown = await capture(owner, 'NO-SUCH-ORDER')
    unknown.assertStatus(404)
    unknown.assertBodyContains({ code: 'ORDER_NOT_FOUND' })

    assert.equal(standIn().captureCount(orderId), 0)
    assert.equal((await reloaded(other)).role, 'user')
    assert.equal((await reloaded(owner)).role, 'user')
  })

  test('bad capture inputs are 4xx codes', async ({ client }) => {
    const member = await signedInMember(client)
    const noOrder = await member.agent.send('post', '/api/paypal/capture-order', {
      userId: member.user.id,
      plan: 'pro',
    })
    noOrder.assertStatus(422)
    const badUser = await member.agent.send('post', '/api/paypal/capture-order', {
      orderID: 'X',
      userId: 'me',
      plan: 'pro',
    })
    badUser.assertStatus(422)
    const badPlan = await member.agent.send('post', '/api/paypal/capture-order', {
      orderID: 'X',
      userId: member.user.id,
      plan: 'gold',
    })
    badPlan.assertStatus(422)
    badPlan.assertBodyContains({ code: 'INVALID_PLAN' })
  })

  test('guests get 401 and a missing CSRF token is refused', async ({ client }) => {
    const guest = await CookieAgent.open(client)
    ;(await guest.send('post', '/api/paypal/create-order', { plan: 'pro' })).assertStatus(401)
    ;(await guest.send('post', '/api/paypal/capture-order', { orderID: 'X', userId: 1, plan: 'pro' })).assertStatus(401)
    ;(await guest.send('get', '/api/users/subscription-status')).assertStatus(401)
    ;(await guest.send('post', '/api/paypal/cancel-subscription', { subscriptionId: 'DLM-1' })).assertStatus(401)

    const member = await signedInMember(client)
    const withoutToken = await member.agent.send('post', '/api/paypal/create-order', { plan: 'pro' }, { csrf: false })
    withoutToken.assertStatus(403)
    await db.from('payments').where('user_id', member.user.id).delete()
  })
})
