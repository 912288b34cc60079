import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Subscription from '#models/subscription'
import { endExpiredPeriods } from '#sweeps/period_end'
import { sendPlanEndNotices } from '#services/payments/plan_end_notices'
import { DAILY_POST_LIMITS } from '#services/posts/poll_rules'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { TemporaryOutbox } from '#tests/helpers/outbox'
import {
  approvedOrder,
  capture,
  reloaded,
  roleOf,
  signedInMember,
  subscriptionStatus,
  usePayPalStandIn,
  type Member,
} from '#tests/functional/payments/payment_helpers'
import type { PayPalStandIn } from '../../../../scripts/paypal-standin/paypal_standin.mjs'

async function proMember(standIn: PayPalStandIn, member: Member, plan = 'pro') {
  const response = await capture(member, await approvedOrder(standIn, member, plan), plan)
  response.assertStatus(200)
  return DateTime.fromISO(response.body().renewalDate)
}

const status = subscriptionStatus

test.group('Subscriptions: status, cancel and the end of periods', (group) => {
  const standIn = usePayPalStandIn(group)
  const outbox = TemporaryOutbox.forGroup(group)

  test('a free member has the basic plan and nothing to cancel', async ({ client, assert }) => {
    const member = await signedInMember(client)
    assert.deepInclude(await status(member), {
      success: true,
      currentPlan: 'basic',
      planName: 'Basic',
      isActive: false,
      renewalDate: null,
      canCancel: false,
      paypalSubscriptionId: null,
    })
  })

  test('a member in her trial is Pro until the trial ends, without anything to cancel', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const trialEnd = DateTime.utc().plus({ days: 12 }).startOf('second')
    member.user.trialEndsAt = trialEnd
    await member.user.save()

    assert.deepInclude(await status(member), {
      currentPlan: 'pro',
      planName: 'Pro',
      isActive: true,
      renewalDate: trialEnd.toISO(),
      canCancel: false,
      paypalSubscriptionId: null,
    })
  })

  test('a one-time month shows its end date and her subscription id, and neither renews nor cancels', async ({
    client,
    assert,
  }) => {
    const member = await signedInMember(client)
    const renewal = await proMember(standIn(), member, 'enterprise')
    const subscription = await Subscription.findByOrFail('user_id', member.user.id)

    const body = await status(member)
    assert.deepInclude(body, {
      currentPlan: 'enterprise',
      planName: 'Premium',
      isActive: true,
      renewalDate: renewal.toUTC().toISO(),
      renews: false,
      canCancel: false,
      paypalSubscriptionId: `DLM-${subscription.id}`,
    })
    assert.include(body.features, 'plans.features.earlyAccess')
  })

  test('cancel keeps the role until the period ends; then the sweep makes her a user', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const periodEnd = await proMember(standIn(), member)
    const { paypalSubscriptionId } = await status(member)

    const cancelled = await member.agent.send('post', '/api/paypal/cancel-subscription', {
      subscriptionId: paypalSubscriptionId,
      reason: 'Too expensive',
    })
    cancelled.assertStatus(200)
    assert.equal(cancelled.body().endsAt, periodEnd.toUTC().toISO())
    assert.equal(await roleOf(member), 'prouser')
    assert.deepInclude(await status(member), { isActive: false, canCancel: false, currentPlan: 'pro' })
    const again = await member.agent.send('post', '/api/paypal/cancel-subscription', {
      subscriptionId: paypalSubscriptionId,
    })
    again.assertStatus(200)

    assert.notInclude(await endExpiredPeriods(periodEnd.minus({ seconds: 1 })), member.user.id)
    assert.equal((await reloaded(member)).role, 'prouser')

    assert.include(await endExpiredPeriods(periodEnd), member.user.id)
    const user = await reloaded(member)
    assert.equal(user.role, 'user')
    assert.isNull(user.planExpiresAt)
    assert.equal((await Subscription.findByOrFail('user_id', member.user.id)).status, 'expired')
    assert.equal(await roleOf(member), 'user')
    const allowance = await member.agent.send('get', '/api/posts/allowance')
    assert.equal(allowance.body().limit, DAILY_POST_LIMITS.user)
    const late = await member.agent.send('post', '/api/paypal/cancel-subscription', {
      subscriptionId: paypalSubscriptionId,
    })
    late.assertStatus(409)
  })

  test('an ended period is a user on read, before any sweep', async ({ client, assert }) => {
    const member = await signedInMember(client)
    await proMember(standIn(), member)
    // Time passes: the period ended a minute ago and no sweep has run.
    const ended = DateTime.utc().minus({ minutes: 1 })
    await db
      .from('subscriptions')
      .where('user_id', member.user.id)
      .update({ current_period_end: toSqlDateTime(ended) })
    member.user.planExpiresAt = ended
    await member.user.save()

    assert.equal(await roleOf(member), 'user')
    assert.deepInclude(await status(member), { currentPlan: 'basic', canCancel: false })
  })

  test('the trial ends by the same sweep across its boundary', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const trialEnd = DateTime.utc().plus({ days: 3 }).startOf('second')
    member.user.trialEndsAt = trialEnd
    await member.user.save()

    assert.notInclude(await endExpiredPeriods(trialEnd.minus({ seconds: 1 })), member.user.id)
    assert.isNotNull((await reloaded(member)).trialEndsAt)
    assert.include(await endExpiredPeriods(trialEnd), member.user.id)
    assert.isNull((await reloaded(member)).trialEndsAt)
    assert.equal(await roleOf(member), 'user')
  })

  test('a missing subscription id is SUBSCRIPTION_ID_REQUIRED, another member’s is 404', async ({ client }) => {
    const owner = await signedInMember(client)
    await proMember(standIn(), owner)
    const { paypalSubscriptionId } = await status(owner)
    const other = await signedInMember(client)

    const missing = await other.agent.send('post', '/api/paypal/cancel-subscription', { reason: 'x' })
    missing.assertStatus(422)
    missing.assertBodyContains({ code: 'SUBSCRIPTION_ID_REQUIRED' })
    for (const subscriptionId of [paypalSubscriptionId, 'DLM-999999', 'I-UNKNOWN']) {
      const foreign = await other.agent.send('post', '/api/paypal/cancel-subscription', { subscriptionId })
      foreign.assertStatus(404)
      foreign.assertBodyContains({ code: 'SUBSCRIPTION_NOT_FOUND' })
    }
  })

  test('a PayPal subscription (I-…) is also cancelled at PayPal', async ({ client, assert }) => {
    const member = await signedInMember(client)
    const paypalId = standIn().addSubscription()
    const periodEnd = DateTime.utc().plus({ days: 20 }).startOf('second')
    await Subscription.create({
      userId: member.user.id,
      provider: 'paypal',
      providerSubscriptionId: paypalId,
      plan: 'prouser',
      status: 'active',
      currentPeriodEnd: periodEnd,
    })
    member.user.merge({ role: 'prouser', planExpiresAt: periodEnd })
    await member.user.save()
    assert.equal((await status(member)).paypalSubscriptionId, paypalId)

    const response = await member.agent.send('post', '/api/paypal/cancel-subscription', {
      subscriptionId: paypalId,
      reason: 'No longer needed',
    })

    response.assertStatus(200)
    assert.deepEqual(standIn().cancellations(), [{ subscriptionId: paypalId, reason: 'No longer needed' }])
    assert.equal(await roleOf(member), 'prouser')
  })

  test('a notice goes out once, 3 days before a trial or a cancelled plan ends', async ({ client, assert }) => {
    const trial = await signedInMember(client)
    trial.user.trialEndsAt = DateTime.utc().plus({ days: 10 }).startOf('second')
    await trial.user.save()
    const paying = await signedInMember(client)
    const periodEnd = await proMember(standIn(), paying)
    const { paypalSubscriptionId } = await status(paying)
    await paying.agent.send('post', '/api/paypal/cancel-subscription', { subscriptionId: paypalSubscriptionId })

    await sendPlanEndNotices(DateTime.utc())
    assert.lengthOf(await outbox.mailsTo(trial.user.email), 0)

    const trialNoticeDay = trial.user.trialEndsAt!.minus({ days: 3 })
    await sendPlanEndNotices(trialNoticeDay)
    await sendPlanEndNotices(trialNoticeDay.plus({ hours: 1 }))
    const trialMails = await outbox.mailsTo(trial.user.email)
    assert.lengthOf(trialMails, 1)
    assert.include(trialMails[0]!.subject, 'Pro')

    await sendPlanEndNotices(periodEnd.minus({ days: 2 }))
    await sendPlanEndNotices(periodEnd.minus({ days: 1 }))
    // The receipt and one notice.
    assert.lengthOf(await outbox.mailsTo(paying.user.email), 2)
  })
})
