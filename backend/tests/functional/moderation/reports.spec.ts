import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Post from '#models/post'
import Report from '#models/report'
import type User from '#models/user'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

function report(post: Post, reporter: User, reason = 'Offensive') {
  return Report.create({ postId: post.id, userId: reporter.id, reason, status: 'pending' })
}

test.group('Reports of the admin console', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('GET /api/reports lists pending reports with reporter, owner, post texts and image URLs', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const owner = await createUser({ username: 'owner1' })
    const reporter = await createUser({ username: 'reporter1' })
    const live = await createPoll(owner, { title: 'Live poll', imageA: 'a.webp' })
    const gone = await createPoll(owner, { title: 'Deleted poll', status: 'deleted' })
    await report(live, reporter, 'Spam')
    await report(gone, reporter, 'Rude')
    await Report.create({ postId: live.id, userId: owner.id, reason: 'Handled', status: 'rejected' })

    const response = await admin.send('get', '/api/reports')

    response.assertStatus(200)
    const reports = response.body().reports
    assert.lengthOf(reports, 2)
    const [ofGone, ofLive] = reports
    assert.containsSubset(ofLive, {
      reason: 'Spam',
      reporter_username: 'reporter1',
      owner_username: 'owner1',
      post_id: live.id,
      title: 'Live poll',
      description: 'Which one in the morning?',
      image_a: '/uploads/posts/a.webp',
      image_b: null,
    })
    assert.match(ofLive.report_created_at, /^\d{4}-\d\d-\d\dT.*Z$/)
    assert.containsSubset(ofGone, { reason: 'Rude', title: null, description: null, owner_username: null })
  })

  test('reject dismisses a report; delete-post soft-deletes the post and resolves all its reports', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const owner = await createUser()
    const first = await createUser()
    const second = await createUser()
    const kept = await createPoll(owner)
    const removed = await createPoll(owner)
    const rejected = await report(kept, first)
    const toAct = await report(removed, first)
    const sibling = await report(removed, second)

    ;(await admin.send('post', `/api/reports/${rejected.id}/reject`)).assertStatus(200)
    ;(await admin.send('post', `/api/reports/${toAct.id}/delete-post`, { reason: 'spam' })).assertStatus(200)

    assert.equal((await Report.findOrFail(rejected.id)).status, 'rejected')
    assert.equal((await Post.findOrFail(kept.id)).status, 'active')
    assert.equal((await Post.findOrFail(removed.id)).status, 'deleted')
    assert.deepEqual(
      [(await Report.findOrFail(toAct.id)).status, (await Report.findOrFail(sibling.id)).status],
      ['resolved', 'resolved'],
    )
    assert.isEmpty((await admin.send('get', '/api/reports')).body().reports)
    // Acting again on a handled report changes nothing and still succeeds (two moderators at once).
    ;(await admin.send('post', `/api/reports/${rejected.id}/delete-post`, { reason: 'spam' })).assertStatus(200)
    assert.equal((await Report.findOrFail(rejected.id)).status, 'rejected')
  })

  test('a report whose post is already deleted can be cleared', async ({ client, assert }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const poll = await createPoll(await createUser(), { status: 'deleted' })
    const pending = await report(poll, await createUser())

    ;(await admin.send('post', `/api/reports/${pending.id}/reject`)).assertStatus(200)

    assert.equal((await Report.findOrFail(pending.id)).status, 'rejected')
  })

  test('an unknown report → 404 REPORT_NOT_FOUND', async ({ client }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))

    for (const action of ['reject', 'delete-post']) {
      const response = await admin.send('post', `/api/reports/999999/${action}`, { reason: 'spam' })
      response.assertStatus(404)
      response.assertBodyContains({ code: 'REPORT_NOT_FOUND' })
    }
  })

  test('a guest → 401, a member (even Premium) → 403 on every report route', async ({ client, assert }) => {
    const poll = await createPoll(await createUser())
    const pending = await report(poll, await createUser())
    const guest = await CookieAgent.open(client)
    const premium = await agentFor(client, await createUser({ role: 'premiumuser' }))
    const routes: [string, string][] = [
      ['get', '/api/reports'],
      ['post', `/api/reports/${pending.id}/reject`],
      ['post', `/api/reports/${pending.id}/delete-post`],
    ]

    for (const [method, url] of routes) {
      ;(await guest.send(method as 'get', url)).assertStatus(401)
      const refused = await premium.send(method as 'get', url)
      refused.assertStatus(403)
      refused.assertBodyContains({ code: 'FORBIDDEN' })
    }
    assert.equal((await Report.findOrFail(pending.id)).status, 'pending')
    assert.equal((await Post.findOrFail(poll.id)).status, 'active')
  })
})
