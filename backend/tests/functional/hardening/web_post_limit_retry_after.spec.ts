import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { appTimezone } from '#config/app'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'

const POLL = {
  title: 'Coffee or tea?',
  description: 'In the morning?',
  option_a: 'Coffee',
  option_b: 'Tea',
  vote_limit: '11',
}

test.group('Daily post limit: Retry-After', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('429 POST_LIMIT_EXCEEDED says in Retry-After how many seconds until the next day in APP_TIMEZONE', async ({
    client,
    assert,
  }) => {
    const user = await createUser()
    await createPoll(user)
    await createPoll(user)
    const agent = await agentFor(client, user)

    const before = Date.now()
    const response = await agent.send('post', '/api/posts', POLL)
    const after = Date.now()

    response.assertStatus(429)
    response.assertBodyContains({ code: 'POST_LIMIT_EXCEEDED' })
    const nextDay = DateTime.fromMillis(before).setZone(appTimezone).startOf('day').plus({ days: 1 })
    assert.equal(DateTime.fromISO(response.body().resetsAt).toMillis(), nextDay.toMillis())
    const retryAfter = Number(response.header('retry-after'))
    assert.isTrue(Number.isInteger(retryAfter))
    assert.isAtLeast(retryAfter, Math.floor((nextDay.toMillis() - after) / 1000))
    assert.isAtMost(retryAfter, Math.ceil((nextDay.toMillis() - before) / 1000))
  })
})
