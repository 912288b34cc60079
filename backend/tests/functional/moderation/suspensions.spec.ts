import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import ModerationAuditEntry from '#models/moderation_audit_entry'
import { WRITES_OPEN_WHILE_SUSPENDED } from '#rules/suspension'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Every route of the table, with whether it requires a session (the auth middleware). */
function routeTable() {
  return Object.values(router.toJSON())
    .flat()
    .map((route) => ({
      name: route.name,
      pattern: route.pattern,
      writes: route.methods.filter((method) => !READS.has(method)),
      signedIn: [...route.middleware.all()].some((one) => (one as { name?: string }).name === 'auth'),
    }))
}

/** A route's address with every parameter set to an id. */
function addressOf(pattern: string, id: number): string {
  return pattern.replace(/:[a-zA-Z]+\??/g, String(id))
}

/** An admin, a member and a poll of the admin's, each signed in. */
async function adminMemberAndPoll(client: ApiClient) {
  const admin = await createUser({ role: 'admin' })
  const member = await createUser()
  const poll = await createPoll(admin)
  return { admin, member, poll, adminAgent: await agentFor(client, admin), memberAgent: await agentFor(client, member) }
}

async function suspend(user: User, until: DateTime | null) {
  user.suspendedAt = DateTime.utc()
  user.suspendedUntil = until
  await user.save()
}

test.group('Suspensions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await resetPolls()
    await db.from('users').delete()
  })

  test('an admin suspends for 7 days: she reads but cannot post, vote, like, save or report; lifting ends it', async ({
    client,
    assert,
  }) => {
    const { admin, member, poll, adminAgent, memberAgent } = await adminMemberAndPoll(client)
    // Her session is remembered before the suspension.
    ;(await memberAgent.send('get', '/api/users/me')).assertStatus(200)

    const before = DateTime.utc().startOf('second')
    const suspended = await adminAgent.send('put', `/api/admin/users/${member.id}/suspension`, {
      days: 7,
      reason: 'spam',
      note: 'ten reports in a day',
    })
    suspended.assertStatus(200)
    const until = DateTime.fromISO(suspended.body().suspendedUntil)
    assert.isTrue(until >= before.plus({ days: 7 }) && until <= DateTime.utc().plus({ days: 7 }))

    for (const [method, url, body] of [
      ['post', '/api/posts', { title: 'Tea?', optionA: 'Yes', optionB: 'No' }],
      ['put', `/api/posts/${poll.id}`, { title: 'Tea?' }],
      ['post', `/api/posts/${poll.id}/vote`, { choice: 'a' }],
      ['post', `/api/posts/${poll.id}/like`, undefined],
      ['post', `/api/posts/${poll.id}/save`, undefined],
      ['post', `/api/posts/${poll.id}/report`, { reason: 'spam' }],
      ['put', '/api/users/me', { bio: 'hello' }],
    ] as const) {
      const refused = await memberAgent.send(method, url, body)
      refused.assertStatus(403)
      refused.assertBodyContains({ code: 'ACCOUNT_SUSPENDED', suspendedUntil: suspended.body().suspendedUntil })
    }
    ;(await memberAgent.send('get', `/api/posts/${poll.id}`)).assertStatus(200)
    ;(await memberAgent.send('get', '/api/users/notices')).assertStatus(200)

    const list = await adminAgent.send('get', `/api/admin/users?search=${member.username}`)
    assert.deepEqual(list.body().users[0].suspension, { until: suspended.body().suspendedUntil })

    ;(await adminAgent.send('delete', `/api/admin/users/${member.id}/suspension`)).assertStatus(200)
    ;(await memberAgent.send('post', `/api/posts/${poll.id}/like`)).assertStatus(200)
    const lifted = await adminAgent.send('get', `/api/admin/users?search=${member.username}`)
    assert.isNull(lifted.body().users[0].suspension)

    const audit = await ModerationAuditEntry.query().where('target_id', member.id).orderBy('id')
    assert.deepEqual(
      audit.map((entry) => [entry.action, entry.actorId]),
      [
        ['user.suspend', admin.id],
        ['user.unsuspend', admin.id],
      ],
    )
    assert.containsSubset(audit[0]!.details, { days: 7, reason: 'spam', note: 'ten reports in a day' })
  })

  test('until lifted: the end is null; a suspension past its end is over without anyone lifting it', async ({
    client,
  }) => {
    const { member, poll, adminAgent, memberAgent } = await adminMemberAndPoll(client)

    const suspended = await adminAgent.send('put', `/api/admin/users/${member.id}/suspension`, {
      days: null,
      reason: 'harassment',
    })
    suspended.assertStatus(200)
    suspended.assertBodyContains({ suspendedUntil: null })
    const refused = await memberAgent.send('post', `/api/posts/${poll.id}/like`)
    refused.assertStatus(403)
    refused.assertBodyContains({ code: 'ACCOUNT_SUSPENDED', suspendedUntil: null })

    await suspend(member, DateTime.utc().minus({ seconds: 1 }))
    ;(await memberAgent.send('post', `/api/posts/${poll.id}/like`)).assertStatus(200)
    const ended = await adminAgent.send('delete', `/api/admin/users/${member.id}/suspension`)
    ended.assertStatus(409)
    ended.assertBodyContains({ code: 'NOT_SUSPENDED' })
  })

  test('refused: herself, a member, an unknown account, other lengths and reasons; a dry run changes nothing', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ role: 'admin' })
    const member = await createUser()
    const adminAgent = await agentFor(client, admin)
    const url = `/api/admin/users/${member.id}/suspension`

    const herself = await adminAgent.send('put', `/api/admin/users/${admin.id}/suspension`, {
      days: 1,
      reason: 'other',
    })
    herself.assertStatus(403)
    herself.assertBodyContains({ code: 'SELF_SUSPENSION' })
    const byMember = await (await agentFor(client, await createUser())).send('put', url, { days: 1, reason: 'spam' })
    byMember.assertStatus(403)
    byMember.assertBodyContains({ code: 'FORBIDDEN' })
    ;(await adminAgent.send('put', '/api/admin/users/999999/suspension', { days: 1, reason: 'spam' })).assertStatus(404)
    for (const body of [
      { days: 3, reason: 'spam' },
      { days: '7', reason: 'spam' },
      { reason: 'spam' },
      { days: 7, reason: 'rude' },
      { days: 7 },
      { days: 7, reason: 'spam', note: 'x'.repeat(501) },
    ]) {
      const invalid = await adminAgent.send('put', url, body)
      invalid.assertStatus(422)
      invalid.assertBodyContains({ code: 'VALIDATION_ERROR' })
    }
    ;(await adminAgent.send('put', `${url}?dryRun=true`, { days: 1, reason: 'spam' })).assertBodyContains({
      dryRun: true,
    })
    await member.refresh()
    assert.isNull(member.suspendedAt)
  })

  test('every write of a signed-in account answers 403 ACCOUNT_SUSPENDED unless named open (the route table)', async ({
    client,
    assert,
  }) => {
    // An admin, so the console's writes are reached past their role check too.
    const suspended = await createUser({ role: 'admin' })
    await suspend(suspended, null)
    const agent = await agentFor(client, suspended)
    const table = routeTable()

    const writes = table.filter((route) => route.signedIn && route.writes.length > 0)
    assert.isAbove(writes.length, 20)
    const checked: string[] = []
    for (const route of writes) {
      if (route.name && WRITES_OPEN_WHILE_SUSPENDED.has(route.name)) continue
      for (const method of route.writes) {
        const response = await agent.send(method as 'POST', addressOf(route.pattern, suspended.id), {})
        assert.equal(response.status(), 403, `${method} ${route.pattern}`)
        assert.equal(response.body().code, 'ACCOUNT_SUSPENDED', `${method} ${route.pattern}`)
        checked.push(`${method} ${route.pattern}`)
      }
    }
    assert.includeMembers(checked, ['POST /api/posts', 'POST /api/posts/:id/vote', 'PUT /api/admin/users/:id/role'])
    // Every open write is a real signed-in write, so the list cannot name what no longer exists.
    const signedInWriteNames = new Set(writes.map((route) => route.name))
    for (const name of WRITES_OPEN_WHILE_SUSPENDED) assert.isTrue(signedInWriteNames.has(name), name)
  })
})
