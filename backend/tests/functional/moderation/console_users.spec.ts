import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import Vote from '#models/vote'
import { userStats } from '#queries/moderation/user_stats'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

async function resetUsers() {
  await resetPolls()
  await db.from('users').delete()
}

test.group('Users of the admin console', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetUsers())

  test('GET /api/admin/users pages, filters, searches and sorts, with activity counts', async ({ client, assert }) => {
    const admin = await createUser({ role: 'admin', username: 'zoe_admin' })
    const agent = await agentFor(client, admin)
    const ada = await createUser({ username: 'Ada', email: 'ada@example.com', role: 'prouser' })
    const bea = await createUser({ username: 'bea', email: 'bea@mail.test' })
    const unverified = await createUser({ username: 'cem' })
    unverified.isEmailVerified = false
    await unverified.save()
    const poll = await createPoll(ada)
    await createPoll(ada)
    await Vote.create({ postId: poll.id, userId: bea.id, choice: 'a' })

    const byName = await agent.send('get', '/api/admin/users?sortBy=username&sortOrder=asc&limit=2')
    byName.assertStatus(200)
    assert.deepEqual(
      byName.body().users.map((user: { username: string }) => user.username),
      ['Ada', 'bea'],
    )
    assert.deepEqual(byName.body().pagination, { currentPage: 1, totalPages: 2, total: 4 })
    assert.containsSubset(byName.body().users[0], {
      id: ada.id,
      email: 'ada@example.com',
      role: 'prouser',
      is_email_verified: true,
      total_posts_created: 2,
      total_votes_given: 0,
      current_login_streak: 0,
      last_login: null,
    })
    const second = await agent.send('get', '/api/admin/users?sortBy=username&sortOrder=asc&limit=2&page=2')
    assert.deepEqual(
      second.body().users.map((user: { username: string }) => user.username),
      ['cem', 'zoe_admin'],
    )

    const names = async (query: string) =>
      (await agent.send('get', `/api/admin/users?${query}`)).body().users.map((user: User) => user.username)
    assert.deepEqual(await names('role=prouser'), ['Ada'])
    assert.deepEqual(await names('verified=false'), ['cem'])
    assert.deepEqual(await names('search=MAIL.TEST'), ['bea'])
    assert.deepEqual(await names('search=%25'), [])
    assert.equal((await agent.send('get', '/api/admin/users?search=bea')).body().users[0].total_votes_given, 1)
  })

  test('bad list queries → 422 VALIDATION_ERROR', async ({ client }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))

    for (const query of ['role=owner', 'sortBy=password', 'page=0', 'page=1e20', 'limit=101', 'verified=maybe']) {
      const response = await agent.send('get', `/api/admin/users?${query}`)
      response.assertStatus(422)
      response.assertBodyContains({ code: 'VALIDATION_ERROR' })
    }
  })

  test('stats count this month in Europe/Berlin, verification, 30-day activity, roles and top users', async ({
    assert,
  }) => {
    const now = DateTime.fromISO('2026-03-18T12:00:00', { zone: 'utc' })
    const ada = await createUser({ username: 'ada', role: 'prouser' })
    const bea = await createUser({ username: 'bea' })
    const old = await createUser({ username: 'old' })
    // 28 Feb 23:30 UTC is 1 March in Berlin: this month.
    ada.createdAt = DateTime.fromISO('2026-02-28T23:30:00', { zone: 'utc' })
    ada.lastLoginAt = now.minus({ days: 3 })
    await ada.save()
    bea.createdAt = DateTime.fromISO('2026-02-28T22:30:00', { zone: 'utc' })
    bea.isEmailVerified = false
    bea.lastLoginAt = now.minus({ days: 31 })
    await bea.save()
    old.createdAt = DateTime.fromISO('2025-12-01T10:00:00', { zone: 'utc' })
    await old.save()
    await createPoll(ada)
    await createPoll(ada)
    const poll = await createPoll(bea)
    await Vote.create({ postId: poll.id, userId: old.id, choice: 'a' })

    const stats = await userStats(now)

    assert.containsSubset(stats, { total: 3, monthly: 1, verified: 2, unverified: 1, active30Days: 1 })
    assert.deepEqual(stats.roleStats, [
      { role: 'prouser', count: 1 },
      { role: 'user', count: 2 },
    ])
    assert.deepEqual(
      stats.topUsers.map((user) => [user.username, user.post_count, user.total_votes_given]),
      [
        ['ada', 2, 0],
        ['bea', 1, 0],
        ['old', 0, 1],
      ],
    )
  })

  test('an admin changes a role and the verification; the member’s next request has the new role', async ({
    client,
    assert,
  }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const member = await createUser()
    const memberAgent = await agentFor(client, member)
    assert.equal((await memberAgent.send('get', '/api/users/me')).body().user.role, 'user')

    ;(await agent.send('put', `/api/admin/users/${member.id}/role`, { role: 'premiumuser' })).assertStatus(200)
    ;(await agent.send('put', `/api/admin/users/${member.id}/status`, { isEmailVerified: false })).assertStatus(200)

    await member.refresh()
    assert.equal(member.role, 'premiumuser')
    assert.isFalse(member.isEmailVerified)
    assert.equal((await memberAgent.send('get', '/api/users/me')).body().user.role, 'premiumuser')
  })

  test("an admin's role is locked; unknown users → 404; bad bodies → 422", async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const otherAdmin = await createUser({ role: 'admin' })

    const locked = await agent.send('put', `/api/admin/users/${otherAdmin.id}/role`, { role: 'user' })
    locked.assertStatus(403)
    locked.assertBodyContains({ code: 'ADMIN_ROLE_LOCKED' })
    assert.equal((await User.findOrFail(otherAdmin.id)).role, 'admin')

    const missing = await agent.send('put', '/api/admin/users/999999/role', { role: 'user' })
    missing.assertStatus(404)
    missing.assertBodyContains({ code: 'USER_NOT_FOUND' })
    ;(await agent.send('put', `/api/admin/users/${otherAdmin.id}/role`, { role: 'owner' })).assertStatus(422)
    ;(await agent.send('put', `/api/admin/users/${otherAdmin.id}/status`, { isEmailVerified: 'yes' })).assertStatus(422)
  })

  test('a guest → 401, a member → 403 on every users route', async ({ client, assert }) => {
    const member = await createUser({ role: 'premiumuser' })
    const guest = await CookieAgent.open(client)
    const memberAgent = await agentFor(client, member)
    const routes: [string, string, unknown?][] = [
      ['get', '/api/admin/users'],
      ['get', '/api/admin/users/stats'],
      ['put', `/api/admin/users/${member.id}/role`, { role: 'admin' }],
      ['put', `/api/admin/users/${member.id}/status`, { isEmailVerified: false }],
    ]

    for (const [method, url, body] of routes) {
      ;(await guest.send(method as 'get', url, body)).assertStatus(401)
      ;(await memberAgent.send(method as 'get', url, body)).assertStatus(403)
    }
    assert.equal((await User.findOrFail(member.id)).role, 'premiumuser')
  })

  test('the list shows the effective role: a member in her Pro trial is Pro until its end', async ({
    client,
    assert,
  }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const trialEnd = DateTime.utc().plus({ days: 12 }).startOf('second')
    const inTrial = await createUser({ username: 'trial' })
    inTrial.trialEndsAt = trialEnd
    await inTrial.save()
    const expired = await createUser({ username: 'expired' })
    expired.trialEndsAt = DateTime.utc().minus({ days: 1 })
    await expired.save()

    const listed = await agent.send('get', '/api/admin/users?sortBy=username&sortOrder=asc&role=user')

    assert.deepEqual(
      listed.body().users.map((user: Record<string, unknown>) => [user.username, user.role, user.effective_role]),
      [
        ['expired', 'user', 'user'],
        ['trial', 'user', 'prouser'],
      ],
    )
    assert.equal(listed.body().users[1].trial_ends_at, trialEnd.toISO())
    assert.isNull(listed.body().users[0].trial_ends_at)
  })
})
