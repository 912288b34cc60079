import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import { reconcileWithPayPal } from '#sweeps/paypal_reconciliation'
import { TemporaryOutbox } from '#tests/helpers/outbox'
import { serverUrl } from '#tests/helpers/server_url'
import {
  approvedOrder,
  capture,
  reloaded,
  roleOf,
  signedInMember,
  subscriptionStatus,
  usePayPalStandIn,
} from '#tests/functional/payments/payment_helpers'

const WEBHOOK = serverUrl('/api/paypal/webhook')

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test.group('PayPal captures that are not simply COMPLETED', (group) => {
  const standIn = usePayPalStandIn(group)
  const outbox = TemporaryOutbox.forGroup(group)

  /** A member whose capture PayPal holds: the capture answered PENDING. */
  async function heldPayment(client: ApiClient) {
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)
    standIn().failNextCapture(orderId, { captureStatus: 'PENDING' })
    const held = await capture(member, orderId)
    held.assertStatus(200)
    held.assertBody({ success: true, status: 'PENDING' })
    return { member, orderId, payment: await Payment.findByOrFail('provider_order_id', orderId) }
  }

  test('a PENDING capture answers PENDING; PAYMENT.CAPTURE.COMPLETED starts the plan once', async ({
    client,
    assert,
  }) => {
    const { member, orderId, payment } = await heldPayment(client)

    assert.equal(await roleOf(member), 'user')
    assert.equal(payment.status, 'pending')
    // Asking again reads the order at PayPal: still held.
    ;(await capture(member, orderId)).assertBodyContains({ status: 'PENDING' })
    assert.equal(standIn().captureCount(orderId), 1)

    const resource = standIn().completePendingCapture(payment.providerCaptureId!)
    const notification = standIn().createWebhookNotification('PAYMENT.CAPTURE.COMPLETED', resource)
    const send = () => fetch(WEBHOOK, { method: 'POST', headers: notification.headers, body: notification.body })
    const first = await send()
    assert.equal(first.status, 200)
    assert.equal(((await first.json()) as { outcome: string }).outcome, 'processed')
    assert.equal(await roleOf(member), 'prouser')
    const periodEnd = (await reloaded(member)).planExpiresAt!.toISO()

    const redelivered = await send()
    assert.equal(((await redelivered.json()) as { outcome: string }).outcome, 'duplicate')
    // A second event for the same capture (PayPal may send one again under a new id) adds nothing.
    assert.equal((await standIn().sendWebhook(WEBHOOK, 'PAYMENT.CAPTURE.COMPLETED', resource)).status, 200)
    assert.equal((await reloaded(member)).planExpiresAt!.toISO(), periodEnd)
    const answer = await capture(member, orderId)
    answer.assertStatus(200)
    assert.equal(answer.body().status, 'COMPLETED')
    assert.equal((await Payment.findOrFail(payment.id)).status, 'completed')
    assert.lengthOf(await outbox.mailsTo(member.user.email), 1)
  })

  test('a PENDING capture whose notification was lost is completed by the daily reconciliation', async ({
    client,
    assert,
  }) => {
    const { member, payment } = await heldPayment(client)

    // Still held at PayPal: nothing changes.
    await reconcileWithPayPal()
    assert.equal(await roleOf(member), 'user')
    standIn().completePendingCapture(payment.providerCaptureId!)
    assert.isAtLeast(await reconcileWithPayPal(), 1)

    assert.equal(await roleOf(member), 'prouser')
    assert.equal((await Payment.findOrFail(payment.id)).status, 'completed')
    await reconcileWithPayPal()
    assert.lengthOf(await outbox.mailsTo(member.user.email), 1)
  })

  test('PAYMENT.CAPTURE.DENIED of a held capture fails the payment: she stays Basic, is told on her status and by mail, once', async ({
    client,
    assert,
  }) => {
    const { member, orderId, payment } = await heldPayment(client)
    member.user.language = 'tr'
    await member.user.save()
    assert.isNull((await subscriptionStatus(member)).declinedPayment)

    const resource = standIn().denyPendingCapture(payment.providerCaptureId!)
    const answer = await standIn().sendWebhook(WEBHOOK, 'PAYMENT.CAPTURE.DENIED', resource)

    assert.equal(answer.status, 200)
    assert.equal(JSON.parse(answer.body).outcome, 'processed')
    const failed = await Payment.findOrFail(payment.id)
    assert.deepEqual([failed.status, failed.failureReason], ['failed', 'DECLINED'])
    assert.equal(await roleOf(member), 'user')
    const status = await subscriptionStatus(member)
    assert.deepInclude(status, { currentPlan: 'basic', isActive: false })
    assert.equal(status.declinedPayment.plan, 'pro')
    const mails = await outbox.mailsTo(member.user.email)
    assert.lengthOf(mails, 1)
    assert.include(mails[0]!.subject, 'reddetti')
    assert.include(mails[0]!.text, orderId)
    // The same decline under another event id, and a capture call, change nothing more.
    await standIn().sendWebhook(WEBHOOK, 'PAYMENT.CAPTURE.DECLINED', resource)
    ;(await capture(member, orderId)).assertStatus(402)
    assert.lengthOf(await outbox.mailsTo(member.user.email), 1)
    assert.equal(await roleOf(member), 'user')
  })

  test('a held capture PayPal declined while its notification was lost is failed by the reconciliation, with the mail', async ({
    client,
    assert,
  }) => {
    const { member, payment } = await heldPayment(client)

    standIn().denyPendingCapture(payment.providerCaptureId!)
    await reconcileWithPayPal()
    await reconcileWithPayPal()

    assert.equal((await Payment.findOrFail(payment.id)).status, 'failed')
    assert.equal(await roleOf(member), 'user')
    assert.equal((await subscriptionStatus(member)).declinedPayment.plan, 'pro')
    const mails = await outbox.mailsTo(member.user.email)
    assert.lengthOf(mails, 1)
    assert.include(mails[0]!.subject, 'abgelehnt')
  })

  test('a completed capture event for another order or amount than ours starts nothing', async ({ client, assert }) => {
    const { member, payment } = await heldPayment(client)
    const resource = standIn().completePendingCapture(payment.providerCaptureId!)

    const otherOrder = { ...resource, supplementary_data: { related_ids: { order_id: 'SOMEONEELSES1' } } }
    const cheaper = { ...resource, amount: { currency_code: 'EUR', value: '0.01' } }
    for (const forged of [otherOrder, cheaper]) {
      const answer = await standIn().sendWebhook(WEBHOOK, 'PAYMENT.CAPTURE.COMPLETED', forged)
      assert.equal(answer.status, 200)
    }

    assert.equal(await roleOf(member), 'user')
    assert.equal((await Payment.findOrFail(payment.id)).status, 'pending')
  })

  test('ORDER_ALREADY_CAPTURED after a lost answer reads the order and grants our completed capture', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)
    standIn().captureWithLostAnswer(orderId)

    const response = await capture(member, orderId)

    response.assertStatus(200)
    response.assertBodyContains({ status: 'COMPLETED', role: 'prouser' })
    assert.equal(await roleOf(member), 'prouser')
    assert.equal(standIn().captureCount(orderId), 1)
    const payment = await Payment.findByOrFail('provider_order_id', orderId)
    const order = standIn().getOrder(orderId) as { purchase_units: { payments: { captures: { id: string }[] } }[] }
    assert.equal(payment.providerCaptureId, order.purchase_units[0]!.payments.captures[0]!.id)
  })

  test("PayPal's answer for another order (a reused request id) is refused and grants nothing", async ({
    client,
    assert,
  }) => {
    const earlier = await signedInMember(client)
    const earlierOrder = await approvedOrder(standIn(), earlier)
    ;(await capture(earlier, earlierOrder)).assertStatus(200)
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)
    const payment = await Payment.findByOrFail('provider_order_id', orderId)
    standIn().rememberCaptureRequest(payment.captureRequestId, earlierOrder)

    const response = await capture(member, orderId)

    response.assertStatus(402)
    response.assertBodyContains({ code: 'PAYMENT_FAILED', reason: 'ORDER_MISMATCH' })
    assert.equal((await reloaded(member)).role, 'user')
    assert.equal(standIn().captureCount(orderId), 0)
    assert.equal((await Payment.findOrFail(payment.id)).status, 'created')
  })

  test('every payment captures with its own UUID request id, reused only for its own retries', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const first = await approvedOrder(standIn(), member)
    const second = await approvedOrder(standIn(), member)
    await Promise.all([capture(member, first), capture(member, first), capture(member, second)])

    const rows = await Payment.query().whereIn('provider_order_id', [first, second]).orderBy('id')
    const [firstIds, secondIds] = [standIn().captureRequestIds(first), standIn().captureRequestIds(second)]
    assert.isAtLeast(firstIds.length, 1)
    assert.deepEqual([...new Set(firstIds)], [rows[0]!.captureRequestId])
    assert.deepEqual(secondIds, [rows[1]!.captureRequestId])
    for (const row of rows) {
      assert.match(row.captureRequestId, UUID)
    }
    assert.notEqual(rows[0]!.captureRequestId, rows[1]!.captureRequestId)
    assert.equal(await roleOf(member), 'prouser')
  }).timeout(30_000)

  test('a declined funding source answers PayPal payer-action link; after it she pays the same order', async ({
    client,
    assert,
  }) => {
    for (const issue of ['INSTRUMENT_DECLINED', 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING']) {
      const member = await signedInMember(client)
      const orderId = await approvedOrder(standIn(), member)
      standIn().failNextCapture(orderId, { issue })

      const refused = await capture(member, orderId)

      refused.assertStatus(402)
      refused.assertBodyContains({ code: 'PAYMENT_FAILED', reason: issue })
      assert.equal(refused.body().payerActionUrl, `${standIn().url}/checkoutnow?token=${orderId}`)
      assert.equal(await roleOf(member), 'user')

      standIn().approveOrder(orderId)
      const paid = await capture(member, orderId)
      paid.assertStatus(200)
      assert.equal(await roleOf(member), 'prouser')
      const [declinedId, paidId] = standIn().captureRequestIds(orderId)
      assert.notEqual(declinedId, paidId)
    }
  })

  test('a cancel reason is 1 to 128 characters; a longer one is refused before PayPal', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const subscriptionId = standIn().addSubscription()
    await Subscription.create({
      userId: member.user.id,
      provider: 'paypal',
      providerSubscriptionId: subscriptionId,
      plan: 'prouser',
      status: 'active',
      currentPeriodEnd: DateTime.utc().plus({ days: 20 }).startOf('second'),
    })
    const cancel = (reason: string) =>
      member.agent.send('post', '/api/paypal/cancel-subscription', { subscriptionId, reason })

    ;(await cancel('x'.repeat(129))).assertStatus(422)
    ;(await cancel('   ')).assertStatus(422)
    assert.notInclude(
      standIn()
        .cancellations()
        .map((cancellation) => cancellation.subscriptionId),
      subscriptionId,
    )
    ;(await cancel('y'.repeat(128))).assertStatus(200)
    assert.deepInclude(standIn().cancellations(), { subscriptionId, reason: 'y'.repeat(128) })
  })
})
