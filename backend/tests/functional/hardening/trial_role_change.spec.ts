import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { TRIAL_DAYS } from '#rules/trial'
import { DAILY_POST_LIMITS } from '#services/posts/poll_rules'
import { createUser } from '#tests/helpers/users'
import { agentFor } from '#tests/helpers/polls'

/** A role an admin sets ends the member's 30-day Pro trial. */

test.group('A role set by an admin ends the trial', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a trial member set to "user" has the user limits at once', async ({ client, assert }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const member = await createUser()
    member.trialEndsAt = DateTime.utc().plus({ days: TRIAL_DAYS })
    await member.save()
    const memberAgent = await agentFor(client, member)
    assert.equal((await memberAgent.send('get', '/api/posts/allowance')).body().limit, DAILY_POST_LIMITS.prouser)

    ;(await admin.send('put', `/api/admin/users/${member.id}/role`, { role: 'user' })).assertStatus(200)

    assert.equal((await memberAgent.send('get', '/api/posts/allowance')).body().limit, DAILY_POST_LIMITS.user)
    const me = (await memberAgent.send('get', '/api/users/me')).body().user
    assert.equal(me.role, 'user')
    assert.isNull(me.trial_ends_at)
  })
})
