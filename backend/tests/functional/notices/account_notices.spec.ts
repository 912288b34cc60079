import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import Payment from '#models/payment'
import Subscription from '#models/subscription'
import User from '#models/user'
import { jobsSettled } from '#services/jobs/job_queue'
import { sendPlanEndNotices } from '#services/payments/plan_end_notices'
import { noticeRenewalPaid } from '#services/payments/plan_notices'
import { seedBadgeTiers } from '#tests/functional/badges/badge_helpers'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import type { PushServiceStandIn } from '../../helpers/push_service.mjs'
import { pushToStandIn } from '#tests/helpers/push_stand_in_setup'
import { SmtpInbox, sendMailTo } from '#tests/helpers/smtp_inbox'

test.group('Notices about her account, by push and e-mail', (group) => {
  const inbox = new SmtpInbox()
  let pushService: PushServiceStandIn
  group.setup(() => sendMailTo(inbox))
  group.setup(() => seedBadgeTiers())
  group.setup(async () => {
    const standIn = await pushToStandIn()
    pushService = standIn.service
    return () => standIn.restore()
  })
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  /** A member in `language` whose browser subscribed at the stand-in. */
  async function subscribedMember(client: ApiClient, language: User['language'] = 'en') {
    const member = await createUser()
    member.language = language
    await member.save()
    const agent = await agentFor(client, member)
    const subscription = pushService.subscribe()
    ;(await agent.send('post', '/api/push/subscriptions', subscription)).assertStatus(200)
    await jobsSettled()
    const pushes = () => pushService.messagesTo(subscription.endpoint)
    const mails = () => inbox.mails.filter((mail) => mail.to.includes(member.email))
    return { member, agent, pushes, mails }
  }

  async function subscriptionOf(member: User, periodEnd: DateTime) {
    return Subscription.create({
      userId: member.id,
      provider: 'paypal',
      providerSubscriptionId: `I-${member.id}TEST`,
      plan: 'prouser',
      status: 'active',
      currentPeriodEnd: periodEnd,
    })
  }

  test('a like earns her a badge while she is away: one push the app shows only while no page is visible; her own vote earns none', async ({
    client,
    assert,
  }) => {
    const author = await subscribedMember(client, 'de')
    const poll = await createPoll(author.member, { title: 'Meer oder Berge?' })
    const likers = [await agentFor(client, await createUser()), await agentFor(client, await createUser())]
    for (const liker of likers) (await liker.send('post', `/api/posts/${poll.id}/like`)).assertStatus(200)
    const othersPoll = await createPoll(await createUser())
    ;(await author.agent.send('post', `/api/posts/${othersPoll.id}/vote`, { option: 'a' })).assertStatus(200)
    await jobsSettled()

    const [badge, ...more] = author.pushes()
    assert.isEmpty(more)
    assert.containsSubset(badge, {
      urgency: 'low',
      message: {
        title: 'Du hast ein Abzeichen verdient',
        body: 'Erhaltene Likes: 1. Alle deine Abzeichen findest du in deinem Profil.',
        url: '/profile',
        tag: 'badge_earned',
        onlyWhileAway: true,
      },
    })
    const notices = (await author.agent.send('get', '/api/users/notices')).body().notices
    assert.containsSubset(notices, [{ kind: 'badge_earned', details: { badge: 'LIKES_RECEIVED_1' } }])
  })

  test('her plan renews in 3 days: two sweeps at once tell her once, with plan, amount and date', async ({
    client,
    assert,
  }) => {
    const subscriber = await subscribedMember(client)
    const periodEnd = DateTime.utc().plus({ days: 2 }).startOf('second')
    await subscriptionOf(subscriber.member, periodEnd)
    const farOff = await subscribedMember(client)
    await subscriptionOf(farOff.member, DateTime.utc().plus({ days: 20 }))

    await Promise.all([sendPlanEndNotices(), sendPlanEndNotices()])
    await sendPlanEndNotices()
    await jobsSettled()

    const date = periodEnd.setLocale('en').toLocaleString(DateTime.DATE_FULL)
    assert.deepEqual(
      subscriber.pushes().map((push) => [push.message.title, push.message.body]),
      [
        [
          'Your Pro plan renews soon',
          `On ${date} PayPal charges €4.99 for another month of Dilemma Pro. You can cancel in your profile.`,
        ],
      ],
    )
    assert.isEmpty(subscriber.mails(), 'e-mail is off by default')
    assert.isEmpty(farOff.pushes())
  })

  test('a receipt always comes by e-mail, without an unsubscribe; its switch cannot be turned off', async ({
    client,
    assert,
  }) => {
    const subscriber = await subscribedMember(client, 'tr')
    const start = DateTime.utc().startOf('second')
    const end = start.plus({ months: 1 })
    const subscription = await subscriptionOf(subscriber.member, end)
    ;(
      await subscriber.agent.send('put', '/api/users/notice-preferences', {
        channel: 'email',
        topic: 'receipts',
        enabled: false,
      })
    ).assertStatus(422)
    ;(
      await subscriber.agent.send('put', '/api/users/notice-preferences', {
        channel: 'push',
        topic: 'receipts',
        enabled: false,
      })
    ).assertStatus(200)
    const payment = await Payment.create({
      userId: subscriber.member.id,
      provider: 'paypal',
      plan: 'prouser',
      amount: 4.99,
      currency: 'EUR',
      status: 'completed',
      idempotencyKey: `receipt-${subscriber.member.id}`,
      captureRequestId: `receipt-${subscriber.member.id}`,
      capturedAt: start,
      providerCaptureId: `SALE-${subscriber.member.id}`,
      subscriptionId: subscription.id,
    })

    await Promise.all([noticeRenewalPaid(payment, start, end), noticeRenewalPaid(payment, start, end)])
    await jobsSettled()

    const [receipt, ...more] = subscriber.mails()
    assert.isEmpty(more)
    const day = (date: DateTime) => date.setLocale('tr').toLocaleString(DateTime.DATE_FULL)
    assert.include(receipt!.text, `${day(start)} – ${day(end)} dönemi için Dilemma Pro karşılığında €4,99 aldık.`)
    assert.include(receipt!.text, 'makbuz olarak sakla')
    assert.notProperty(receipt!.headers, 'list-unsubscribe')
    assert.isEmpty(subscriber.pushes(), 'her push switch for receipts is off')
    const preferences = (await subscriber.agent.send('get', '/api/users/notice-preferences')).body().preferences
    assert.isTrue(preferences.email.receipts)
    assert.isFalse(preferences.push.receipts)
  })

  test('a moderator closes her poll: push and e-mail say what, why, when and the 14 days to appeal; then the answer', async ({
    client,
    assert,
  }) => {
    const author = await subscribedMember(client)
    ;(
      await author.agent.send('put', '/api/users/notice-preferences', {
        channel: 'email',
        topic: 'moderation',
        enabled: true,
      })
    ).assertStatus(200)
    const poll = await createPoll(author.member, { title: 'Buy followers?' })
    const decider = await agentFor(client, await createUser({ role: 'admin' }))
    const other = await agentFor(client, await createUser({ role: 'admin' }))

    ;(
      await decider.send('put', `/api/admin/posts/${poll.id}/status`, {
        status: 'passive',
        reason: 'spam',
        note: 'Paid links',
      })
    ).assertStatus(200)
    await jobsSettled()

    const today = DateTime.utc().setLocale('en').toLocaleString(DateTime.DATE_FULL)
    const deadline = DateTime.utc().plus({ days: 14 }).setLocale('en').toLocaleString(DateTime.DATE_FULL)
    const statement = `Our team closed your poll “Buy followers?”. Reason: spam (“Paid links”). Decided on ${today}. You can appeal within 14 days, until ${deadline}.`
    // Closing it also ends it: that notice goes to the poll, the decision's to her profile.
    const aboutHer = () => author.pushes().filter((push) => push.message.url === '/profile')
    const [decided, ...more] = aboutHer()
    assert.isEmpty(more)
    assert.containsSubset(decided!.message, { title: 'Your poll was closed', body: statement, url: '/profile' })
    const [mail, ...moreMails] = author.mails()
    assert.isEmpty(moreMails)
    assert.include(mail!.text, statement)
    assert.equal(mail!.headers['list-unsubscribe-post'], 'List-Unsubscribe=One-Click')

    const notices = (await author.agent.send('get', '/api/users/notices')).body().notices
    const decisionId = notices.find((notice: { kind: string }) => notice.kind === 'moderation_decision').decision.id
    const appealed = await author.agent.send('post', `/api/users/decisions/${decisionId}/appeal`, { text: 'Not spam.' })
    appealed.assertStatus(201)
    ;(
      await other.send('post', `/api/admin/appeals/${appealed.body().appealId}/reject`, {
        answer: 'The links are paid.',
      })
    ).assertStatus(200)
    await jobsSettled()

    assert.deepEqual(
      aboutHer().map((push) => [push.message.title, push.message.body]),
      [
        ['Your poll was closed', statement],
        ['Your appeal was rejected', 'Our decision stands. The links are paid.'],
      ],
    )
  })
})
