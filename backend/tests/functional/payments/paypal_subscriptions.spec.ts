import { test } from '@japa/runner'
import ace from '@adonisjs/core/services/ace'
import PayPalPlans from '../../../commands/paypal_plans.js'
import { DateTime, Settings } from 'luxon'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import { endExpiredPeriods } from '#sweeps/period_end'
import { reconcileWithPayPal } from '#sweeps/paypal_reconciliation'
import { provisionPayPalPlan } from '#services/payments/paypal_plans'
import { RENEWAL_GRACE } from '#services/payments/renewal_grace'
import { paypalClient } from '#services/payments/paypal/paypal_client'
import { TemporaryOutbox } from '#tests/helpers/outbox'
import { serverUrl } from '#tests/helpers/server_url'
import {
  reloaded,
  roleOf,
  signedInMember,
  subscriptionStatus,
  usePayPalStandIn,
  type Member,
} from '#tests/functional/payments/payment_helpers'
import { agentFor } from '#tests/helpers/polls'
import type { ApiClient } from '@japa/api-client'
import type { PayPalStandIn } from '../../../../scripts/paypal-standin/paypal_standin.mjs'

const WEBHOOK = serverUrl('/api/paypal/webhook')

const status = subscriptionStatus
const confirm = (member: Member, subscriptionID: string) =>
  member.agent.send('post', '/api/paypal/confirm-subscription', { subscriptionID })
const nextBillingOf = (standIn: PayPalStandIn, id: string) =>
  (standIn.getSubscription(id) as { billing_info: { next_billing_time: string } }).billing_info.next_billing_time

/** The server's clock (Luxon's, in this process) reads `at` until the test ends. */
function clockAt(cleanup: (fn: () => void) => void, at: () => DateTime) {
  const realNow = Settings.now
  Settings.now = () => at().toMillis()
  cleanup(() => {
    Settings.now = realNow
  })
}

/** She signs in again, as she would after the clock moved on (her access token lasts minutes). */
const again = async (client: ApiClient, member: Member): Promise<Member> => ({
  user: member.user,
  agent: await agentFor(client, member.user),
})

/**
 * She subscribes monthly; then the server's clock stands an hour past PayPal's billing time (move
 * `clock.now` on) and she signs in again.
 */
async function pastBillingTime(client: ApiClient, standIn: PayPalStandIn, cleanup: (fn: () => void) => void) {
  const subscriber = await signedInMember(client)
  const id = await subscribed(standIn, subscriber)
  const billing = (await status(subscriber)).renewalDate as string
  const clock = { now: DateTime.fromISO(billing).plus({ hours: 1 }) }
  clockAt(cleanup, () => clock.now)
  return { id, billing, clock, subscriber, member: await again(client, subscriber) }
}

/** She subscribes monthly, approves at the stand-in and comes back: answers the subscription id. */
async function subscribed(standIn: PayPalStandIn, member: Member, plan = 'pro') {
  const created = await member.agent.send('post', '/api/paypal/create-subscription', { plan })
  created.assertStatus(200)
  const id = created.body().id as string
  standIn.approveSubscription(id)
  ;(await confirm(member, id)).assertStatus(200)
  return id
}

test.group('PayPal subscriptions: monthly plans that renew', (group) => {
  const standIn = usePayPalStandIn(group)
  const outbox = TemporaryOutbox.forGroup(group)

  test('create → approve → confirm makes her Pro until PayPal next billing time, renewing', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const created = await member.agent.send('post', '/api/paypal/create-subscription', { plan: 'pro' })
    created.assertStatus(200)
    const { id, approveUrl } = created.body()
    assert.match(id, /^I-/)
    assert.isTrue(approveUrl.startsWith(`${standIn().url}/webapps/billing/subscriptions?ba_token=`))
    const row = await Subscription.findByOrFail('provider_subscription_id', id)
    const atPayPal = standIn().getSubscription(id) as { custom_id: string; plan_id: string }
    assert.equal(atPayPal.custom_id, `dilemma-member:${member.user.id}:subscription:${row.id}`)

    const early = await confirm(member, id)
    early.assertStatus(409)
    early.assertBodyContains({ code: 'SUBSCRIPTION_NOT_APPROVED' })
    assert.equal(await roleOf(member), 'user')

    const { redirectUrl } = standIn().approveSubscription(id)
    assert.include(redirectUrl, `subscription_id=${id}`)
    const confirmed = await confirm(member, id)

    confirmed.assertStatus(200)
    const nextBilling = nextBillingOf(standIn(), id)
    assert.deepInclude(confirmed.body(), { status: 'ACTIVE', role: 'prouser' })
    assert.equal(confirmed.body().renewalDate, DateTime.fromISO(nextBilling).toUTC().toISO())
    assert.equal(await roleOf(member), 'prouser')
    assert.deepInclude(await status(member), {
      currentPlan: 'pro',
      isActive: true,
      renews: true,
      canCancel: true,
      renewalDate: confirmed.body().renewalDate,
      paypalSubscriptionId: id,
    })
    ;(await confirm(member, id)).assertStatus(200)
    // Her role runs a grace longer, while PayPal bills (renewal_grace.ts).
    const withGrace = DateTime.fromISO(nextBilling).plus(RENEWAL_GRACE).toUTC().toISO()
    assert.equal((await reloaded(member)).planExpiresAt!.toUTC().toISO(), withGrace)
  })

  test('BILLING.SUBSCRIPTION.ACTIVATED grants the plan when she never comes back from PayPal', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const created = await member.agent.send('post', '/api/paypal/create-subscription', { plan: 'enterprise' })
    const id = created.body().id as string
    standIn().approveSubscription(id)

    const answer = await standIn().sendWebhook(WEBHOOK, 'BILLING.SUBSCRIPTION.ACTIVATED', standIn().getSubscription(id))

    assert.equal(answer.status, 200)
    assert.equal(await roleOf(member), 'premiumuser')
    assert.deepInclude(await status(member), {
      currentPlan: 'enterprise',
      renews: true,
      renewalDate: DateTime.fromISO(nextBillingOf(standIn(), id)).toUTC().toISO(),
    })
  })

  test('while her subscription renews, a second one is 409 and nothing is created at PayPal', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    await subscribed(standIn(), member)

    const again = await member.agent.send('post', '/api/paypal/create-subscription', { plan: 'enterprise' })

    again.assertStatus(409)
    again.assertBodyContains({ code: 'SUBSCRIPTION_ACTIVE' })
    assert.lengthOf(await Subscription.query().where('user_id', member.user.id), 1)
  })

  test("confirming another member's subscription is 403 and an unknown one 404", async ({ client, assert }) => {
    const owner = await signedInMember(client)
    const id = await subscribed(standIn(), owner)
    const other = await signedInMember(client)

    const foreign = await confirm(other, id)
    foreign.assertStatus(403)
    foreign.assertBodyContains({ code: 'SUBSCRIPTION_NOT_YOURS' })
    ;(await confirm(other, 'I-UNKNOWN')).assertStatus(404)
    assert.equal(await roleOf(other), 'user')
  })

  test('PAYMENT.SALE.COMPLETED moves the period to the next billing time once; a redelivery changes nothing', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const id = await subscribed(standIn(), member)
    const before = (await status(member)).renewalDate

    const sale = standIn().renewSubscription(id)
    const notification = standIn().createWebhookNotification('PAYMENT.SALE.COMPLETED', sale)
    const send = () => fetch(WEBHOOK, { method: 'POST', headers: notification.headers, body: notification.body })
    assert.equal(((await (await send()).json()) as { outcome: string }).outcome, 'processed')

    const after = (await status(member)).renewalDate
    assert.equal(after, DateTime.fromISO(nextBillingOf(standIn(), id)).toUTC().toISO())
    assert.isAbove(DateTime.fromISO(after).toMillis(), DateTime.fromISO(before).toMillis())
    assert.equal(((await (await send()).json()) as { outcome: string }).outcome, 'duplicate')
    // The same sale under another event id: recorded once, the period moved once.
    assert.equal((await standIn().sendWebhook(WEBHOOK, 'PAYMENT.SALE.COMPLETED', sale)).status, 200)
    assert.equal((await status(member)).renewalDate, after)
    assert.lengthOf(await Payment.query().where('provider_capture_id', String(sale.id)), 1)
    // Her receipt (she reads German), once: amount, plan and the period the month pays for.
    const day = (iso: string) =>
      DateTime.fromISO(iso, { zone: 'utc' }).setLocale('de').toLocaleString(DateTime.DATE_FULL)
    const receipts = (await outbox.mailsTo(member.user.email)).filter((mail) =>
      mail.subject.startsWith('Zahlung erhalten'),
    )
    assert.lengthOf(receipts, 1)
    assert.equal(receipts[0]!.subject, 'Zahlung erhalten: Dilemma Pro')
    const amount = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(4.99) // 4,99 €
    assert.include(
      receipts[0]!.text,
      `Wir haben ${amount} für Dilemma Pro erhalten, für die Zeit vom ${day(before)} bis ${day(after)}.`,
    )
  })

  test('a failed payment keeps her role until the paid-through date and mails her in her language', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    member.user.language = 'de'
    await member.user.save()
    const id = await subscribed(standIn(), member)
    const paidThrough = (await status(member)).renewalDate

    const resource = standIn().failSubscriptionPayment(id)
    const answer = await standIn().sendWebhook(WEBHOOK, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', resource)

    assert.equal(answer.status, 200)
    assert.equal(await roleOf(member), 'prouser')
    assert.equal((await status(member)).renewalDate, paidThrough)
    const mails = await outbox.mailsTo(member.user.email)
    assert.lengthOf(mails, 1)
    assert.include(mails[0]!.subject, 'fehlgeschlagen')
  })

  test('cancel at PayPal with a 128-character reason: it ends, not renews, on the paid-through date', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const id = await subscribed(standIn(), member)
    const paidThrough = (await status(member)).renewalDate
    const reason = 'r'.repeat(128)

    const response = await member.agent.send('post', '/api/paypal/cancel-subscription', { subscriptionId: id, reason })

    response.assertStatus(200)
    assert.equal(response.body().endsAt, paidThrough)
    assert.deepInclude(standIn().cancellations(), { subscriptionId: id, reason })
    assert.deepInclude(await status(member), { renews: false, isActive: false, renewalDate: paidThrough })
    assert.equal(await roleOf(member), 'prouser')
    // PayPal's own notice of it changes nothing more.
    const cancelled = standIn().getSubscription(id)
    assert.equal((await standIn().sendWebhook(WEBHOOK, 'BILLING.SUBSCRIPTION.CANCELLED', cancelled)).status, 200)
    assert.deepInclude(await status(member), { renews: false, renewalDate: paidThrough })
  })

  test('a cycle PayPal collected just before she cancelled is hers: the late sale extends the ended period', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const id = await subscribed(standIn(), member)
    // PayPal bills the next cycle; its notification is late, and she cancels meanwhile.
    const sale = standIn().renewSubscription(id)
    const paidThrough = DateTime.fromISO(nextBillingOf(standIn(), id)).toUTC().toISO()
    ;(await member.agent.send('post', '/api/paypal/cancel-subscription', { subscriptionId: id })).assertStatus(200)
    assert.notEqual((await status(member)).renewalDate, paidThrough)

    await standIn().sendWebhook(WEBHOOK, 'PAYMENT.SALE.COMPLETED', sale)

    assert.deepInclude(await status(member), { renews: false, renewalDate: paidThrough, currentPlan: 'pro' })
    assert.equal((await reloaded(member)).planExpiresAt!.toUTC().toISO(), paidThrough)
  })

  test('SUSPENDED and EXPIRED stop the renewal; the role stays until the paid-through date', async ({
    client,
    assert,
  }) => {
    for (const paypalStatus of ['SUSPENDED', 'EXPIRED'] as const) {
      const member = await signedInMember(client)
      const id = await subscribed(standIn(), member)
      const paidThrough = (await status(member)).renewalDate

      const resource = standIn().setSubscriptionStatus(id, paypalStatus)
      await standIn().sendWebhook(WEBHOOK, `BILLING.SUBSCRIPTION.${paypalStatus}`, resource)

      assert.deepInclude(await status(member), { renews: false, renewalDate: paidThrough, currentPlan: 'pro' })
      assert.equal((await Subscription.findByOrFail('provider_subscription_id', id)).status, 'cancelled')
    }
  })

  test('a refunded sale ends the period at once', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const id = await subscribed(standIn(), member)
    const sale = standIn().renewSubscription(id)
    await standIn().sendWebhook(WEBHOOK, 'PAYMENT.SALE.COMPLETED', sale)

    const refund = { id: 'REFUND1', state: 'completed', sale_id: sale.id, amount: { total: '4.99', currency: 'EUR' } }
    const answer = await standIn().sendWebhook(WEBHOOK, 'PAYMENT.SALE.REFUNDED', refund)

    assert.equal(answer.status, 200)
    assert.equal(await roleOf(member), 'user')
    assert.equal((await Subscription.findByOrFail('provider_subscription_id', id)).status, 'expired')
  })

  test('the reconciliation finds a renewal whose notification was lost, even after the period ended', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const id = await subscribed(standIn(), member)
    const periodEnd = (await Subscription.findByOrFail('provider_subscription_id', id)).currentPeriodEnd!
    standIn().renewSubscription(id)
    // No notification arrives; the grace ends and the sweep makes her a user.
    const graceEnd = periodEnd.plus(RENEWAL_GRACE)
    await endExpiredPeriods(graceEnd)
    assert.equal((await reloaded(member)).role, 'user')

    await reconcileWithPayPal(graceEnd.plus({ minutes: 5 }))

    const renewed = DateTime.fromISO(nextBillingOf(standIn(), id))
    const paidUntil = renewed.plus(RENEWAL_GRACE).toUTC().toISO()
    assert.equal((await reloaded(member)).role, 'prouser')
    assert.equal((await reloaded(member)).planExpiresAt!.toUTC().toISO(), paidUntil)
    // Once PayPal's state is ours, reading it again changes nothing.
    await reconcileWithPayPal(graceEnd.plus({ minutes: 10 }))
    assert.equal((await reloaded(member)).planExpiresAt!.toUTC().toISO(), paidUntil)
  })

  test('at the billing time she stays Pro through the grace, renewing; the reconciliation extends it once PayPal shows the payment', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { id, billing, clock, subscriber, ...signedIn } = await pastBillingTime(client, standIn(), cleanup)
    let member: Member = signedIn.member

    // PayPal has not charged yet (or not told us): the sweep leaves her Pro, the plan renewing on that date.
    await endExpiredPeriods(clock.now)
    assert.deepInclude(await status(member), { currentPlan: 'pro', isActive: true, renews: true, renewalDate: billing })
    assert.equal(await roleOf(member), 'prouser')
    await reconcileWithPayPal(clock.now)
    assert.deepInclude(await status(member), { currentPlan: 'pro', renews: true, renewalDate: billing })

    // PayPal collects the cycle; its notification is lost. The reconciliation extends her period.
    standIn().renewSubscription(id)
    clock.now = clock.now.plus({ days: 1 })
    member = await again(client, subscriber)
    assert.equal(await reconcileWithPayPal(clock.now), 1)
    const renewed = DateTime.fromISO(nextBillingOf(standIn(), id)).toUTC().toISO()
    assert.deepInclude(await status(member), { currentPlan: 'pro', renews: true, renewalDate: renewed })
    assert.equal(await roleOf(member), 'prouser')
  })

  test('past the grace without a payment she is Basic; a subscription PayPal suspended in the grace ends it at once', async ({
    client,
    assert,
    cleanup,
  }) => {
    let unpaid = await signedInMember(client)
    await subscribed(standIn(), unpaid)
    let suspended = await signedInMember(client)
    const suspendedId = await subscribed(standIn(), suspended)
    const billing = DateTime.fromISO((await status(suspended)).renewalDate as string)
    let now = billing.plus({ hours: 1 })
    clockAt(cleanup, () => now)
    ;[unpaid, suspended] = [await again(client, unpaid), await again(client, suspended)]

    standIn().setSubscriptionStatus(suspendedId, 'SUSPENDED')
    await reconcileWithPayPal(now)

    assert.deepInclude(await status(suspended), { currentPlan: 'basic', isActive: false, renews: false })
    assert.equal(await roleOf(suspended), 'user')
    assert.equal(await roleOf(unpaid), 'prouser')

    now = billing.plus(RENEWAL_GRACE).plus({ minutes: 1 })
    unpaid = await again(client, unpaid)
    await reconcileWithPayPal(now)
    assert.deepInclude(await status(unpaid), { currentPlan: 'basic', isActive: false, renews: false })
    assert.equal(await roleOf(unpaid), 'user')
  })

  test('a payment failing at the billing time mails her the end of the grace; cancelling in the grace ends it at once', async ({
    client,
    assert,
    cleanup,
  }) => {
    const { id, billing, member } = await pastBillingTime(client, standIn(), cleanup)

    const resource = standIn().failSubscriptionPayment(id)
    assert.equal((await standIn().sendWebhook(WEBHOOK, 'BILLING.SUBSCRIPTION.PAYMENT.FAILED', resource)).status, 200)
    const mails = await outbox.mailsTo(member.user.email)
    assert.lengthOf(mails, 1)
    const graceEnd = DateTime.fromISO(billing).plus(RENEWAL_GRACE).setLocale('de').toLocaleString(DateTime.DATE_FULL)
    assert.include(mails[0]!.text, graceEnd)
    assert.equal(await roleOf(member), 'prouser')

    const cancelled = await member.agent.send('post', '/api/paypal/cancel-subscription', { subscriptionId: id })
    cancelled.assertStatus(200)
    assert.equal(cancelled.body().endsAt, billing)
    assert.equal(await roleOf(member), 'user')
    assert.deepInclude(await status(member), { currentPlan: 'basic', renews: false })
  })

  test('node ace paypal:plans provisions each product and monthly plan once at the plan table price', async ({
    assert,
  }) => {
    ace.ui.switchMode('raw')
    try {
      const runs = [await ace.create(PayPalPlans, []), await ace.create(PayPalPlans, [])]
      for (const command of runs) {
        await command.exec()
        command.assertSucceeded()
      }
      const printed = runs.map((command) => command.logger.getLogs().map((log) => log.message))
      assert.deepEqual(printed[0], printed[1])
      const paypal = paypalClient()!
      const plans = await paypal.listPlans('DILEMMA-PREMIUM')
      assert.lengthOf(plans, 1)
      assert.deepInclude(plans[0]!, { price: { currencyCode: 'EUR', value: '9.99' }, interval: 'MONTH/1' })
      assert.include(printed[0], `PAYPAL_PLAN_ID_PREMIUM=${plans[0]!.id}`)
      assert.include(printed[0], `PAYPAL_PLAN_ID_PRO=${await provisionPayPalPlan(paypal, 'prouser')}`)
    } finally {
      ace.ui.switchMode('normal')
    }
  })
})
