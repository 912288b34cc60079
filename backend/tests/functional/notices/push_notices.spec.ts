import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import type { PushSettings } from '#config/push'
import Report from '#models/report'
import User from '#models/user'
import { eventually } from '#tests/helpers/server_fleet'
import DeliverNotices from '#actions/notices/deliver_notices'
import NotifyPollEnded from '#actions/notices/notify_poll_ended'
import { jobsSettled } from '#services/jobs/job_queue'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, agentsFor, createPoll, createTimedPoll, createUsersInBulk, resetPolls } from '#tests/helpers/polls'
import NotifyVoteCount from '#actions/notices/notify_vote_count'
import { closeExpiredPolls } from '#sweeps/poll_expiry'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { DateTime } from 'luxon'
import { PushServiceStandIn } from '../../helpers/push_service.mjs'
import { pushToStandIn } from '#tests/helpers/push_stand_in_setup'

/** Her browser subscribes at the stand-in and tells the API. */
async function subscribedMember(
  client: Parameters<typeof agentFor>[0],
  pushService: PushServiceStandIn,
  language = 'en',
) {
  const member = await createUser()
  member.language = language as User['language']
  await member.save()
  const agent = await agentFor(client, member)
  const subscription = pushService.subscribe()
  ;(await agent.send('post', '/api/push/subscriptions', subscription)).assertStatus(200)
  return { member, agent, subscription }
}

test.group('Push subscriptions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  let pushService: PushServiceStandIn
  group.setup(async () => {
    pushService = await PushServiceStandIn.start()
    return () => pushService.stop()
  })

  test('she subscribes her browser and removes it; the public key is published', async ({ client, assert }) => {
    const { member, agent, subscription } = await subscribedMember(client, pushService)
    // The same browser again (new keys) replaces its row.
    ;(await agent.send('post', '/api/push/subscriptions', { ...subscription, expirationTime: null })).assertStatus(200)
    assert.lengthOf(await db.from('push_subscriptions').where('user_id', member.id), 1)

    const key = await client.get('/api/push/key')
    key.assertStatus(200)
    assert.equal(key.body().public_key, app.config.get<PushSettings>('push').publicKey)
    assert.lengthOf(Buffer.from(key.body().public_key, 'base64url'), 65)

    ;(await agent.send('delete', '/api/push/subscriptions', { endpoint: subscription.endpoint })).assertStatus(200)
    assert.lengthOf(await db.from('push_subscriptions').where('user_id', member.id), 0)
  })

  test('only an https endpoint with keys of the right lengths; 401 for a guest', async ({ client }) => {
    const agent = await agentFor(client, await createUser())
    const good = pushService.subscribe()
    const refused = [
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(10) } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}xx` } },
      { endpoint: good.endpoint },
    ]
    for (const body of refused) (await agent.send('post', '/api/push/subscriptions', body)).assertStatus(422)
    const guest = await CookieAgent.open(client)
    ;(await guest.send('post', '/api/push/subscriptions', good)).assertStatus(401)
    ;(await guest.send('delete', '/api/push/subscriptions', { endpoint: good.endpoint })).assertStatus(401)
  })

  test('at most 10 browsers per member; another member cannot remove hers (404)', async ({ client, assert }) => {
    const { agent, subscription } = await subscribedMember(client, pushService)
    for (let index = 0; index < 9; index += 1) {
      ;(await agent.send('post', '/api/push/subscriptions', pushService.subscribe())).assertStatus(200)
    }
    const eleventh = await agent.send('post', '/api/push/subscriptions', pushService.subscribe())
    eleventh.assertStatus(422)
    eleventh.assertBodyContains({ success: false, code: 'PUSH_SUBSCRIPTION_LIMIT' })
    // One of her ten again is fine.
    ;(await agent.send('post', '/api/push/subscriptions', subscription)).assertStatus(200)

    const stranger = await agentFor(client, await createUser())
    const foreign = await stranger.send('delete', '/api/push/subscriptions', { endpoint: subscription.endpoint })
    foreign.assertStatus(404)
    assert.lengthOf(await db.from('push_subscriptions').where('endpoint', subscription.endpoint), 1)
  })
})

test.group('Push notices', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  let pushService: PushServiceStandIn
  group.setup(async () => {
    const standIn = await pushToStandIn()
    pushService = standIn.service
    return () => standIn.restore()
  })

  test('her poll ends by its vote limit: she and the voter are told once, each in her language', async ({
    client,
    assert,
  }) => {
    const owner = await subscribedMember(client, pushService, 'de')
    const voter = await subscribedMember(client, pushService, 'en')
    const poll = await createPoll(owner.member, { title: 'Kita oder Tagesmutter?', voteLimit: 1 })

    ;(await voter.agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'b' })).assertStatus(200)
    await jobsSettled()

    const [toOwner, ...moreToOwner] = pushService.messagesTo(owner.subscription.endpoint)
    assert.isEmpty(moreToOwner)
    assert.deepEqual(toOwner!.message, {
      title: 'Deine Umfrage ist beendet',
      body: '„Kita oder Tagesmutter?“: „Tea“ hat mit 1 Stimme gewonnen.',
      url: `/post/${poll.id}`,
      tag: `post-${poll.id}`,
      icon: '/pwa-192x192.png',
      lang: 'de',
      noticeId: toOwner!.message.noticeId,
    })
    assert.containsSubset(toOwner, { ttl: 172800, urgency: 'high', topic: `post-${poll.id}` })
    assert.equal(toOwner!.token.aud, pushService.origin)

    const [toVoter, ...moreToVoter] = pushService.messagesTo(voter.subscription.endpoint)
    assert.isEmpty(moreToVoter)
    assert.containsSubset(toVoter!.message, {
      title: 'A poll you voted on has ended',
      body: '“Kita oder Tagesmutter?”: “Tea” won with 1 vote.',
      tag: `post-${poll.id}`,
    })
    assert.isEmpty(pushService.rejected)
  })

  test('the delayed job, the sweep and a retry racing each other deliver each notice once', async ({
    client,
    assert,
  }) => {
    const owner = await subscribedMember(client, pushService)
    const voter = await subscribedMember(client, pushService)
    const poll = await createPoll(owner.member, { voteLimit: 1 })
    ;(await voter.agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })).assertStatus(200)

    const post = { id: poll.id, userId: owner.member.id, title: poll.title }
    const notices = await db.from('member_notices').where('post_id', poll.id).select('id')
    await Promise.all([
      NotifyPollEnded.handle(post),
      NotifyPollEnded.handle(post),
      ...notices.map((notice) => DeliverNotices.handle({ noticeIds: [notice.id] })),
    ])
    await jobsSettled()

    assert.lengthOf(notices, 2)
    assert.lengthOf(pushService.messagesTo(owner.subscription.endpoint), 1)
    assert.lengthOf(pushService.messagesTo(voter.subscription.endpoint), 1)
  })

  test('a 410 deletes the subscription; a 429 is retried until it goes through, once', async ({ client, assert }) => {
    const owner = await subscribedMember(client, pushService)
    const voter = await subscribedMember(client, pushService)
    pushService.answerNext(owner.subscription.endpoint, 410)
    pushService.answerNext(voter.subscription.endpoint, 429, 503)
    const poll = await createPoll(owner.member, { voteLimit: 1 })

    ;(await voter.agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })).assertStatus(200)
    await jobsSettled()

    assert.isEmpty(pushService.messagesTo(owner.subscription.endpoint))
    assert.lengthOf(await db.from('push_subscriptions').where('user_id', owner.member.id), 0)
    assert.lengthOf(pushService.messagesTo(voter.subscription.endpoint), 1)
    const voterDevice = new URL(voter.subscription.endpoint).pathname.split('/').pop()
    assert.deepEqual(
      pushService.answered.filter((answer) => answer.deviceId === voterDevice).map((answer) => answer.status),
      [429, 503, 201],
    )
  })

  test('a newer notice about the same poll carries its tag and Topic; a switch that is off sends nothing', async ({
    client,
    assert,
  }) => {
    const owner = await subscribedMember(client, pushService)
    const poll = await createPoll(owner.member, { title: 'Gone soon' })
    await NotifyPollEnded.handle({ id: poll.id, userId: owner.member.id, title: poll.title })
    await jobsSettled()
    const [ended] = pushService.messagesTo(owner.subscription.endpoint)
    assert.equal(ended!.message.body, '“Gone soon” ended without votes.')

    const { addMemberNotice } = await import('#services/notices/add_member_notice')
    await addMemberNotice('post_removed_after_report', { id: poll.id, userId: owner.member.id, title: poll.title })
    const removed = await db
      .from('member_notices')
      .where('kind', 'post_removed_after_report')
      .where('post_id', poll.id)
      .first()
    await DeliverNotices.handle({ noticeIds: [removed.id] })
    const [, removal] = pushService.messagesTo(owner.subscription.endpoint)
    assert.containsSubset(removal, {
      topic: `post-${poll.id}`,
      urgency: 'normal',
      message: { tag: `post-${poll.id}`, url: '/profile', title: 'A moderator removed your poll' },
    })

    ;(
      await owner.agent.send('put', '/api/users/notice-preferences', {
        channel: 'push',
        topic: 'poll_ended',
        enabled: false,
      })
    ).assertStatus(200)
    const other = await createPoll(owner.member)
    await NotifyPollEnded.handle({ id: other.id, userId: owner.member.id, title: other.title })
    await jobsSettled()
    assert.lengthOf(pushService.messagesTo(owner.subscription.endpoint), 2)
  })

  test('the first vote on her poll and its 10th each tell her once, at low urgency', async ({ client, assert }) => {
    const owner = await subscribedMember(client, pushService)
    const poll = await createPoll(owner.member, { title: 'Bus or bike?', voteLimit: null })
    const voters = await agentsFor(client, await createUsersInBulk(11))

    for (const voter of voters) {
      ;(await voter.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })).assertStatus(200)
    }
    // The threshold reached again (a retried request, a second process) adds nothing.
    await NotifyVoteCount.handle({ post: { id: poll.id, userId: owner.member.id, title: poll.title }, totalVotes: 10 })
    await jobsSettled()

    const messages = pushService.messagesTo(owner.subscription.endpoint)
    assert.deepEqual(
      messages.map((push) => [push.message.title, push.message.body, push.urgency]),
      [
        ['Your first vote is in', 'Someone voted on “Bus or bike?”.', 'low'],
        ['10 votes on your poll', '“Bus or bike?” now has 10 votes.', 'low'],
      ],
    )
  })

  test('a poll past its deadline: two sweeps at once close it and tell each member once', async ({
    client,
    assert,
  }) => {
    const owner = await subscribedMember(client, pushService)
    const voter = await subscribedMember(client, pushService)
    const poll = await createTimedPoll(owner.member, 1, { title: 'Sea or mountains?' })
    ;(await voter.agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'b' })).assertStatus(200)
    await jobsSettled()
    const afterVote = pushService.messagesTo(owner.subscription.endpoint).length
    await db
      .from('posts')
      .where('id', poll.id)
      .update({ time_limit: toSqlDateTime(DateTime.utc().minus({ minutes: 1 })) })

    await Promise.all([closeExpiredPolls(), closeExpiredPolls()])
    await jobsSettled()

    const toOwner = pushService.messagesTo(owner.subscription.endpoint).slice(afterVote)
    assert.deepEqual(
      toOwner.map((push) => push.message.body),
      ['“Sea or mountains?”: “Tea” won with 1 vote.'],
    )
    assert.lengthOf(pushService.messagesTo(voter.subscription.endpoint), 1)
  })

  test('a moderator removes her reported poll: she is told by push, once the decision has committed', async ({
    client,
    assert,
  }) => {
    const owner = await subscribedMember(client, pushService)
    const poll = await createPoll(owner.member, { title: 'Spam?' })
    await Report.create({ postId: poll.id, userId: (await createUser()).id, reason: 'Spam', status: 'pending' })
    const admin = await agentFor(client, await createUser({ role: 'admin' }))

    ;(await admin.send('post', `/api/reports/posts/${poll.id}/delete-post`, { reason: 'spam' })).assertStatus(200)
    await eventually(
      async () => pushService.messagesTo(owner.subscription.endpoint).length,
      (count) => count >= 1,
    )
    await jobsSettled()

    const [removed, ...more] = pushService.messagesTo(owner.subscription.endpoint)
    assert.isEmpty(more)
    assert.containsSubset(removed!.message, { title: 'A moderator removed your poll', url: '/profile' })
  })
})
