import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import db from '@adonisjs/lucid/services/db'
import Tag from '#models/tag'
import ModerationAuditEntry from '#models/moderation_audit_entry'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import { recordAudit } from '#services/moderation/audit_log'
import { createUser } from '#tests/helpers/users'
import { jpegWithExif } from '#tests/helpers/images'
import { Multipart } from '#tests/helpers/multipart'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

async function resetAudit() {
  await resetPolls()
  await db.from('moderation_audit').delete()
  await db.from('popups').delete()
}

/** The entries written so far, oldest first, as [action, target_type, target_id, details]. */
async function entries() {
  const rows = await ModerationAuditEntry.query().orderBy('id')
  return rows.map((row) => [row.action, row.targetType, row.targetId, row.details])
}

test.group('Audit log of moderator actions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetAudit())

  test('post status changes and purges are recorded with who, what and when', async ({ client, assert }) => {
    const admin = await createUser({ role: 'admin' })
    const agent = await agentFor(client, admin)
    const poll = await createPoll(await createUser())
    const before = DateTime.utc().minus({ seconds: 1 })

    ;(
      await agent.send('put', `/api/admin/posts/${poll.id}/status`, { status: 'passive', reason: 'spam' })
    ).assertStatus(200)
    ;(await agent.send('delete', `/api/admin/posts/${poll.id}`)).assertStatus(200)

    assert.deepEqual(await entries(), [
      ['post.status', 'post', poll.id, { from: 'active', to: 'passive', reason: 'spam' }],
      ['post.purge', 'post', poll.id, { title: 'Coffee or tea?' }],
    ])
    const stored = await ModerationAuditEntry.query().orderBy('id')
    assert.isTrue(stored.every((entry) => entry.actorId === admin.id))
    assert.isTrue(stored.every((entry) => entry.createdAt >= before && entry.createdAt <= DateTime.utc()))
  })

  test('role and verification changes are recorded', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const member = await createUser()

    ;(await agent.send('put', `/api/admin/users/${member.id}/role`, { role: 'prouser' })).assertStatus(200)
    ;(await agent.send('put', `/api/admin/users/${member.id}/status`, { isEmailVerified: false })).assertStatus(200)

    assert.deepEqual(await entries(), [
      ['user.role', 'user', member.id, { from: 'user', to: 'prouser' }],
      ['user.verification', 'user', member.id, { from: true, to: false }],
    ])
  })

  test('popup create, toggle and delete and a tag move are recorded', async ({ client, assert, cleanup }) => {
    drive.fake()
    cleanup(() => drive.restore())
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const tag = await Tag.create({ name: 'Sleep', categoryId: UNCATEGORIZED_CATEGORY_ID })

    const created = await agent.send(
      'post',
      '/api/popups',
      new Multipart({ description: 'Welcome!' }, { image: { contents: await jpegWithExif(), filename: 'w.jpg' } }),
    )
    const popupId = created.body().popup.id
    ;(await agent.send('put', `/api/popups/${popupId}/toggle`, { is_active: false })).assertStatus(200)
    ;(await agent.send('delete', `/api/popups/${popupId}`)).assertStatus(200)
    ;(await agent.send('put', `/api/tags/${tag.id}`, { category_id: 2 })).assertStatus(200)

    assert.deepEqual(await entries(), [
      ['popup.create', 'popup', popupId, { is_active: true, description: 'Welcome!' }],
      ['popup.toggle', 'popup', popupId, { is_active: false, description: 'Welcome!' }],
      ['popup.delete', 'popup', popupId, { is_active: false, description: 'Welcome!' }],
      ['tag.move', 'tag', tag.id, { name: 'Sleep', from: UNCATEGORIZED_CATEGORY_ID, to: 2 }],
    ])
  })

  test('a refused action records nothing', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const otherAdmin = await createUser({ role: 'admin' })
    const deleted = await createPoll(await createUser(), { status: 'deleted' })

    ;(await agent.send('put', `/api/admin/users/${otherAdmin.id}/role`, { role: 'user' })).assertStatus(403)
    ;(await agent.send('put', `/api/admin/posts/${deleted.id}/status`, { status: 'active' })).assertStatus(409)
    ;(await agent.send('put', `/api/popups/999999/toggle`, { is_active: true })).assertStatus(404)

    assert.deepEqual(await entries(), [])
  })

  test('an entry is written with its action or not at all: a rolled-back transaction leaves none', async ({
    assert,
  }) => {
    const admin = await createUser({ role: 'admin' })
    await db
      .transaction(async (trx) => {
        await recordAudit({ actorId: admin.id, action: 'report.reject', targetType: 'report', targetId: 7 }, trx)
        throw new Error('the action failed')
      })
      .catch(() => undefined)
    await recordAudit({ actorId: admin.id, action: 'report.reject', targetType: 'report', targetId: 8 })

    assert.deepEqual(await entries(), [['report.reject', 'report', 8, null]])
  })

  test('GET /api/admin/audit: newest first with the actor, filtered by action and actor, paged', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ role: 'admin', username: 'moderatorin' })
    const other = await createUser({ role: 'admin', username: 'zweite' })
    const agent = await agentFor(client, admin)
    const member = await createUser()
    await recordAudit({ actorId: admin.id, action: 'user.role', targetType: 'user', targetId: member.id })
    await recordAudit({
      actorId: other.id,
      action: 'post.status',
      targetType: 'post',
      targetId: 5,
      details: { to: 'passive' },
    })
    await recordAudit({ actorId: admin.id, action: 'post.status', targetType: 'post', targetId: 6 })

    const all = await agent.send('get', '/api/admin/audit')
    all.assertStatus(200)
    assert.deepEqual(all.body().pagination, { currentPage: 1, totalPages: 1, total: 3 })
    const [newest, middle] = all.body().entries
    assert.containsSubset(newest, {
      actor: { id: admin.id, username: 'moderatorin' },
      action: 'post.status',
      target_type: 'post',
      target_id: 6,
      details: {},
    })
    assert.containsSubset(middle, { actor: { id: other.id, username: 'zweite' }, details: { to: 'passive' } })
    assert.match(newest.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)

    const ids = async (query: string) =>
      (await agent.send('get', `/api/admin/audit?${query}`))
        .body()
        .entries.map((entry: { target_id: number }) => entry.target_id)
    assert.deepEqual(await ids('action=post.status'), [6, 5])
    assert.deepEqual(await ids(`actorId=${admin.id}`), [6, member.id])
    assert.deepEqual(await ids('limit=1&page=3'), [member.id])
    ;(await agent.send('get', '/api/admin/audit?limit=500')).assertStatus(422)
    ;(await agent.send('get', '/api/admin/audit?action=DROP%20TABLE')).assertStatus(422)
  })

  test('an entry outlives its actor: the actor becomes null', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const gone = await createUser({ role: 'admin' })
    await recordAudit({ actorId: gone.id, action: 'tag.move', targetType: 'tag', targetId: 1 })
    await gone.delete()

    const listed = await agent.send('get', '/api/admin/audit')

    assert.isNull(listed.body().entries[0].actor)
  })

  test('a guest → 401, a member → 403', async ({ client }) => {
    const guest = await CookieAgent.open(client)
    const member = await agentFor(client, await createUser({ role: 'premiumuser' }))
    ;(await guest.send('get', '/api/admin/audit')).assertStatus(401)
    ;(await member.send('get', '/api/admin/audit')).assertStatus(403)
  })
})
