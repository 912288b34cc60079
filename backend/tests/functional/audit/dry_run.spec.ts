import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Popup from '#models/popup'
import Post from '#models/post'
import Report from '#models/report'
import Tag from '#models/tag'
import User from '#models/user'
import ModerationAuditEntry from '#models/moderation_audit_entry'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

const DRY_RUN_PASSED = { success: true, dryRun: true }

test.group('Dry runs of moderator actions', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await resetPolls()
    await db.from('moderation_audit').delete()
    await db.from('popups').delete()
  })
  group.each.teardown(async () => {
    // Whatever the dry runs answered, none of them may have written an audit entry.
    const written = await ModerationAuditEntry.query().count('* as total').first()
    if (Number(written?.$extras.total) !== 0) throw new Error('a dry run wrote an audit entry')
  })

  test('posts: an allowed change passes and changes nothing; a refused one answers as the real run', async ({
    client,
    assert,
  }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const live = await createPoll(await createUser())
    const deleted = await createPoll(await createUser(), { status: 'deleted' })

    const allowed = await agent.send('put', `/api/admin/posts/${live.id}/status?dryRun=true`, {
      status: 'passive',
      reason: 'spam',
    })
    allowed.assertStatus(200)
    assert.containsSubset(allowed.body(), DRY_RUN_PASSED)
    const refused = await agent.send('put', `/api/admin/posts/${deleted.id}/status?dryRun=true`, { status: 'active' })
    refused.assertStatus(409)
    assert.equal(refused.body().code, 'INVALID_STATUS_CHANGE')
    const purge = await agent.send('delete', `/api/admin/posts/${live.id}?dryRun=true`)
    assert.containsSubset(purge.body(), DRY_RUN_PASSED)
    const missing = await agent.send('delete', `/api/admin/posts/999999?dryRun=true`)
    missing.assertStatus(404)
    assert.equal(missing.body().code, 'POST_NOT_FOUND')

    assert.equal((await Post.findOrFail(live.id)).status, 'active')
  })

  test('users: an admin stays locked, a member is not changed', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const otherAdmin = await createUser({ role: 'admin' })
    const member = await createUser()

    const locked = await agent.send('put', `/api/admin/users/${otherAdmin.id}/role?dryRun=true`, { role: 'user' })
    locked.assertStatus(403)
    assert.equal(locked.body().code, 'ADMIN_ROLE_LOCKED')
    const role = await agent.send('put', `/api/admin/users/${member.id}/role?dryRun=1`, { role: 'prouser' })
    assert.containsSubset(role.body(), DRY_RUN_PASSED)
    const verify = await agent.send('put', `/api/admin/users/${member.id}/status?dryRun=true`, {
      isEmailVerified: false,
    })
    assert.containsSubset(verify.body(), DRY_RUN_PASSED)
    ;(await agent.send('put', `/api/admin/users/999999/status?dryRun=true`, { isEmailVerified: false })).assertStatus(
      404,
    )

    const unchanged = await User.findOrFail(member.id)
    assert.deepEqual([unchanged.role, unchanged.isEmailVerified], ['user', true])
  })

  test('popups and tags: checked, not changed', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const popup = await Popup.create({ imageUrl: '/uploads/popups/x.webp', description: null, isActive: true })
    const tag = await Tag.create({ name: 'Sleep', categoryId: UNCATEGORIZED_CATEGORY_ID })

    const toggle = await agent.send('put', `/api/popups/${popup.id}/toggle?dryRun=true`, { is_active: false })
    assert.containsSubset(toggle.body(), DRY_RUN_PASSED)
    assert.containsSubset((await agent.send('delete', `/api/popups/${popup.id}?dryRun=true`)).body(), DRY_RUN_PASSED)
    ;(await agent.send('delete', `/api/popups/999999?dryRun=true`)).assertStatus(404)
    const move = await agent.send('put', `/api/tags/${tag.id}?dryRun=true`, { category_id: 2 })
    assert.containsSubset(move.body(), DRY_RUN_PASSED)
    const unknownCategory = await agent.send('put', `/api/tags/${tag.id}?dryRun=true`, { category_id: 999 })
    unknownCategory.assertStatus(404)
    assert.equal(unknownCategory.body().code, 'CATEGORY_NOT_FOUND')

    assert.isTrue((await Popup.findOrFail(popup.id)).isActive)
    assert.equal((await Tag.findOrFail(tag.id)).categoryId, UNCATEGORIZED_CATEGORY_ID)
  })

  test('reports: GET /api/reports/:id/check finds the report and changes nothing', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const reporter = await createUser()
    const report = await Report.create({
      postId: (await createPoll(await createUser())).id,
      userId: reporter.id,
      reason: 'Spam',
      status: 'pending',
    })

    assert.containsSubset((await agent.send('get', `/api/reports/${report.id}/check`)).body(), DRY_RUN_PASSED)
    const missing = await agent.send('get', '/api/reports/999999/check')
    missing.assertStatus(404)
    assert.equal(missing.body().code, 'REPORT_NOT_FOUND')
    assert.equal((await Report.findOrFail(report.id)).status, 'pending')
  })

  test('a malformed dryRun flag is refused; the check route is for admins only', async ({ client }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const poll = await createPoll(await createUser())
    ;(
      await agent.send('put', `/api/admin/posts/${poll.id}/status?dryRun=perhaps`, {
        status: 'passive',
        reason: 'spam',
      })
    ).assertStatus(422)
    const guest = await CookieAgent.open(client)
    const member = await agentFor(client, await createUser({ role: 'premiumuser' }))
    ;(await guest.send('get', '/api/reports/1/check')).assertStatus(401)
    ;(await member.send('get', '/api/reports/1/check')).assertStatus(403)
  })
})
