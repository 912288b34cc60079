import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import { serverUrl } from '#tests/helpers/server_url'
import {
  approvedOrder,
  capture,
  reloaded,
  roleOf,
  signedInMember,
  usePayPalStandIn,
} from '#tests/functional/payments/payment_helpers'

const WEBHOOK = serverUrl('/api/paypal/webhook')

test.group('PayPal webhooks', (group) => {
  const standIn = usePayPalStandIn(group)

  test('a refunded capture ends the period and the role; the same event twice is processed once', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)
    ;(await capture(member, orderId)).assertStatus(200)
    const payment = await Payment.findByOrFail('provider_order_id', orderId)
    const refund = standIn().refundCapture(payment.providerCaptureId!)

    const notification = standIn().createWebhookNotification('PAYMENT.CAPTURE.REFUNDED', refund)
    const send = () => fetch(WEBHOOK, { method: 'POST', headers: notification.headers, body: notification.body })
    const first = await send()

    assert.equal(first.status, 200)
    assert.equal(((await first.json()) as { outcome: string }).outcome, 'processed')
    assert.equal((await reloaded(member)).role, 'user')
    assert.equal(await roleOf(member), 'user')
    assert.equal((await Payment.findOrFail(payment.id)).status, 'refunded')
    assert.equal((await Subscription.findOrFail(payment.subscriptionId!)).status, 'expired')

    // She buys again; the redelivered refund must not take the new period.
    ;(await capture(member, await approvedOrder(standIn(), member))).assertStatus(200)
    const again = await send()
    assert.equal(again.status, 200)
    assert.equal(((await again.json()) as { outcome: string }).outcome, 'duplicate')
    assert.equal(await roleOf(member), 'prouser')
    const events = await db.from('paypal_webhook_events').where('event_id', notification.event.id)
    assert.lengthOf(events, 1)
  })

  test('a reversed capture sent by the stand-in ends the period too', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)
    ;(await capture(member, orderId)).assertStatus(200)
    const payment = await Payment.findByOrFail('provider_order_id', orderId)

    const answer = await standIn().sendWebhook(WEBHOOK, 'PAYMENT.CAPTURE.REVERSED', {
      id: payment.providerCaptureId,
      status: 'REVERSED',
      amount: { currency_code: 'EUR', value: '4.99' },
    })

    assert.equal(answer.status, 200)
    assert.equal(await roleOf(member), 'user')
  })

  test('a notification with a bad signature is 400 and changes nothing', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const orderId = await approvedOrder(standIn(), member)
    ;(await capture(member, orderId)).assertStatus(200)
    const payment = await Payment.findByOrFail('provider_order_id', orderId)
    const refund = standIn().refundCapture(payment.providerCaptureId!)
    const notification = standIn().createWebhookNotification('PAYMENT.CAPTURE.REFUNDED', refund)

    const tampered = notification.body.replace('"PAYMENT.CAPTURE.REFUNDED"', '"PAYMENT.CAPTURE.REVERSED"')
    const forged = await fetch(WEBHOOK, { method: 'POST', headers: notification.headers, body: tampered })
    const unsigned = await fetch(WEBHOOK, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: notification.body,
    })

    assert.equal(forged.status, 400)
    assert.equal(unsigned.status, 400)
    assert.equal(((await forged.json()) as { code: string }).code, 'WEBHOOK_NOT_VERIFIED')
    assert.equal(await roleOf(member), 'prouser')
    assert.equal((await Payment.findOrFail(payment.id)).status, 'completed')
    assert.lengthOf(await db.from('paypal_webhook_events').where('event_id', notification.event.id), 0)
  })
})
