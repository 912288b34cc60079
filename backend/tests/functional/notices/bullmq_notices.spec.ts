import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { Queue } from 'bullmq'
import type { PushSettings } from '#config/push'
import AddPushSubscription from '#actions/notices/add_push_subscription'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { DateTime } from 'luxon'
import { BullMqQueue, type BullMqSettings } from '#services/jobs/bullmq_queue'
import { jobHandlerOf } from '#services/jobs/job_queue'
import { createUser } from '#tests/helpers/users'
import { createPoll, resetPolls } from '#tests/helpers/polls'
import { PushServiceStandIn } from '../../helpers/push_service.mjs'
import { RedisProcess } from '#tests/helpers/redis_process'
import { eventually } from '#tests/helpers/server_fleet'

/** A subscribed member, by the action behind the route (the route has its own tests). */
async function subscribedMember(pushService: PushServiceStandIn) {
  const member = await createUser()
  const subscription = pushService.subscribe()
  await AddPushSubscription.handle({ userId: member.id, subscription })
  return { member, subscription }
}

test.group('Notices through BullMQ on Redis', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  let redis: RedisProcess | undefined
  let pushService: PushServiceStandIn
  let settings: BullMqSettings
  group.setup(async () => {
    const noRedis = async () => {}
    if (RedisProcess.unavailableReason()) return noRedis
    redis = await RedisProcess.start()
    pushService = await PushServiceStandIn.start()
    const push = app.config.get<PushSettings>('push')
    app.config.set('push', { ...push, agent: pushService.agent() })
    settings = {
      redis: { host: '127.0.0.1', port: redis.port },
      prefix: 'notices-test',
      attempts: 4,
      backoffMs: 20,
      concurrency: 5,
    }
    return async () => {
      app.config.set('push', push)
      await pushService.stop()
      await redis?.stop()
    }
  })

  /** Two processes' queues with a worker each, as two web processes run them. */
  async function twoWorkers() {
    const queues = [new BullMqQueue(jobHandlerOf, settings), new BullMqQueue(jobHandlerOf, settings)]
    await Promise.all(queues.map((queue) => queue.startWorker()))
    return queues
  }

  async function idle() {
    const reader = new Queue('jobs', { connection: settings.redis, prefix: settings.prefix })
    try {
      await eventually(
        () => reader.getJobCounts('waiting', 'active', 'delayed', 'prioritized'),
        (counts) => Object.values(counts).every((count) => count === 0),
      )
    } finally {
      await reader.close()
    }
  }

  test('both workers take the same notices (two processes, a sweep): each device gets one message', async ({
    assert,
  }) => {
    if (!redis) return console.log(`  skipped: ${RedisProcess.unavailableReason()}`)
    const queues = await twoWorkers()
    try {
      const owner = await subscribedMember(pushService)
      const voter = await subscribedMember(pushService)
      const poll = await createPoll(owner.member, { status: 'passive', totalVotes: 1, voteCountA: 1 })
      await db
        .table('votes')
        .insert({ post_id: poll.id, user_id: voter.member.id, choice: 'a', created_at: toSqlDateTime(DateTime.utc()) })
      const { addMemberNotice } = await import('#services/notices/add_member_notice')
      await addMemberNotice('poll_ended', { id: poll.id, userId: owner.member.id, title: poll.title })
      await addMemberNotice('poll_ended', { id: poll.id, userId: voter.member.id, title: poll.title })
      const notices = await db.from('member_notices').where('post_id', poll.id).select('id')

      // Each notice queued by both processes, once with the shared job id and once without (a sweep).
      for (const queue of queues) {
        for (const notice of notices) {
          await queue.add('deliver_notice', { noticeId: notice.id }, { jobId: `notice-${notice.id}` })
          await queue.add('deliver_notice', { noticeId: notice.id }, {})
        }
      }
      await eventually(
        async () => pushService.received.length,
        (count) => count >= 2,
      )
      await idle()

      assert.lengthOf(pushService.messagesTo(owner.subscription.endpoint), 1)
      assert.lengthOf(pushService.messagesTo(voter.subscription.endpoint), 1)
      // No language chosen: German, the fallback.
      assert.equal(
        pushService.messagesTo(owner.subscription.endpoint)[0]!.message.body,
        '„Coffee or tea?“: „Coffee“ hat mit 1 Stimme gewonnen.',
      )
    } finally {
      await Promise.all(queues.map((queue) => queue.close()))
    }
  })

  test('a 429 is retried with back-off by the queue; a delayed job waits for its time', async ({ assert }) => {
    if (!redis) return console.log(`  skipped: ${RedisProcess.unavailableReason()}`)
    const queues = await twoWorkers()
    try {
      const owner = await subscribedMember(pushService)
      pushService.answerNext(owner.subscription.endpoint, 429, 429)
      const poll = await createPoll(owner.member, { status: 'passive' })
      const { addMemberNotice } = await import('#services/notices/add_member_notice')
      await addMemberNotice('poll_ended', { id: poll.id, userId: owner.member.id, title: poll.title })
      const notice = await db.from('member_notices').where('post_id', poll.id).firstOrFail()

      const queuedAt = Date.now()
      await queues[0]!.add('deliver_notice', { noticeId: notice.id }, { delayMs: 300 })
      await eventually(
        async () => pushService.messagesTo(owner.subscription.endpoint).length,
        (count) => count >= 1,
      )
      await idle()

      assert.isAtLeast(Date.now() - queuedAt, 300)
      assert.lengthOf(pushService.messagesTo(owner.subscription.endpoint), 1)
      const attempts = await db.from('notice_deliveries').where('notice_id', notice.id).select('state', 'attempts')
      assert.deepEqual(attempts, [{ state: 'sent', attempts: 3 }])
    } finally {
      await Promise.all(queues.map((queue) => queue.close()))
    }
  })

  test('a delayed job queued by a process that stops meanwhile is delivered by another, once', async ({ assert }) => {
    if (!redis) return console.log(`  skipped: ${RedisProcess.unavailableReason()}`)
    const stopping = new BullMqQueue(jobHandlerOf, settings)
    await stopping.startWorker()
    const owner = await subscribedMember(pushService)
    const poll = await createPoll(owner.member, { status: 'passive' })
    const { addMemberNotice } = await import('#services/notices/add_member_notice')
    await addMemberNotice('poll_ended', { id: poll.id, userId: owner.member.id, title: poll.title })
    const notice = await db.from('member_notices').where('post_id', poll.id).firstOrFail()

    await stopping.add('deliver_notice', { noticeId: notice.id }, { delayMs: 300 })
    await stopping.close()
    const restarted = new BullMqQueue(jobHandlerOf, settings)
    await restarted.startWorker()
    try {
      await eventually(
        async () => pushService.messagesTo(owner.subscription.endpoint).length,
        (count) => count >= 1,
      )
      await idle()
      assert.lengthOf(pushService.messagesTo(owner.subscription.endpoint), 1)
    } finally {
      await restarted.close()
    }
  })
})
