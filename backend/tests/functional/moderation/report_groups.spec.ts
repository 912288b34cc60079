import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Post from '#models/post'
import Report from '#models/report'
import MemberNotice from '#models/member_notice'
import ModerationAuditEntry from '#models/moderation_audit_entry'
import type User from '#models/user'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

function report(post: Post, reporter: User, reason = 'Offensive', minutesAgo = 0) {
  return Report.create({
    postId: post.id,
    userId: reporter.id,
    reason,
    status: 'pending',
    createdAt: DateTime.utc().minus({ minutes: minutesAgo }),
  })
}

const statusOf = async (reportId: number) => (await Report.findOrFail(reportId)).status

test.group('Review queue: reports grouped per post', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await resetPolls()
    await db.from('member_notices').delete()
  })

  test('GET /api/reports/grouped: one card per post with every report, the poll and its owner', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const owner = await createUser({ username: 'owner7' })
    const [ayse, mara, lena] = [
      await createUser({ username: 'ayse7' }),
      await createUser({ username: 'mara7' }),
      await createUser(),
    ]
    const busy = await createPoll(owner, { title: 'Kita or nanny?', optionC: 'Granny', imageA: 'a.webp' })
    const quiet = await createPoll(owner, { title: 'Quiet poll' })
    const gone = await createPoll(owner, { title: 'Gone poll', status: 'deleted' })
    const spam = await report(busy, ayse, 'Spam', 10)
    const rude = await report(busy, mara, 'Rude', 5)
    await report(quiet, lena, 'Boring', 1)
    await report(gone, lena, 'Old', 30)
    await Report.create({ postId: busy.id, userId: lena.id, reason: 'Handled', status: 'rejected' })

    const response = await admin.send('get', '/api/reports/grouped')

    response.assertStatus(200)
    const groups = response.body().groups
    // The most reported post first, then the most recently reported.
    assert.deepEqual(
      groups.map((card: { post_id: number; report_count: number }) => [card.post_id, card.report_count]),
      [
        [busy.id, 2],
        [quiet.id, 1],
        [gone.id, 1],
      ],
    )
    const [card] = groups
    assert.deepEqual(card.post, {
      id: busy.id,
      title: 'Kita or nanny?',
      description: 'Which one in the morning?',
      status: 'active',
      owner: { id: owner.id, username: 'owner7' },
      options: [
        { letter: 'A', text: 'Coffee', image_url: '/uploads/posts/a.webp' },
        { letter: 'B', text: 'Tea', image_url: null },
        { letter: 'C', text: 'Granny', image_url: null },
      ],
    })
    assert.equal(card.latest_report_at, card.reports[0].report_created_at)
    // Each report keeps the fields of admin-spec §3, newest first.
    assert.deepEqual(
      card.reports.map((item: { report_id: number }) => item.report_id),
      [rude.id, spam.id],
    )
    assert.containsSubset(card.reports[1], {
      reason: 'Spam',
      reporter_username: 'ayse7',
      watched_word: null,
      owner_username: 'owner7',
      title: 'Kita or nanny?',
      image_a: '/uploads/posts/a.webp',
    })
    assert.sameMembers(Object.keys(card.reports[0]), [
      'report_id',
      'reason',
      'reporter_username',
      'watched_word',
      'owner_username',
      'report_created_at',
      'post_id',
      'title',
      'description',
      'image_a',
      'image_b',
      'image_c',
      'image_d',
    ])
    // A deleted post's card has no poll; its reports still name the post.
    assert.containsSubset(groups[2], { post_id: gone.id, post: null, reports: [{ reason: 'Old', title: null }] })
  })

  test("a purged post's reports stay one card, cleared by one decision; an empty queue is empty", async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    assert.deepEqual((await admin.send('get', '/api/reports/grouped')).body().groups, [])
    const poll = await createPoll(await createUser())
    const first = await report(poll, await createUser(), 'One')
    const second = await report(poll, await createUser(), 'Two')
    ;(await admin.send('delete', `/api/admin/posts/${poll.id}`)).assertStatus(200)

    const groups = (await admin.send('get', '/api/reports/grouped')).body().groups

    assert.lengthOf(groups, 1)
    assert.containsSubset(groups[0], { post_id: poll.id, post: null, report_count: 2 })
    assert.sameMembers(
      groups[0].reports.map((item: { report_id: number }) => item.report_id),
      [first.id, second.id],
    )
    const cleared = await admin.send('post', `/api/reports/posts/${poll.id}/reject`)
    cleared.assertStatus(200)
    assert.sameMembers(cleared.body().decidedReportIds, [first.id, second.id])
    assert.deepEqual((await admin.send('get', '/api/reports/grouped')).body().groups, [])
  })

  test('delete-post on one report of a purged post resolves them all; answer and audit say it was not deleted', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const poll = await createPoll(await createUser())
    const first = await report(poll, await createUser())
    const second = await report(poll, await createUser())
    await poll.delete()

    const response = await admin.send('post', `/api/reports/${first.id}/delete-post`, { reason: 'spam' })

    response.assertStatus(200)
    assert.containsSubset(response.body(), { success: true, postDeleted: false })
    assert.deepEqual([await statusOf(first.id), await statusOf(second.id)], ['resolved', 'resolved'])
    const [entry] = await ModerationAuditEntry.query().where('action', 'report.delete_post')
    assert.containsSubset(entry?.details, { postId: poll.id, postDeleted: false })
    const live = await createPoll(await createUser())
    const deleted = await admin.send(
      'post',
      `/api/reports/${(await report(live, await createUser())).id}/delete-post`,
      { reason: 'spam' },
    )
    assert.containsSubset(deleted.body(), { postDeleted: true, message: 'Post deleted' })
  })

  test('delete-post on a group deletes the post, resolves every pending report once, tells the author once', async ({
    client,
    assert,
  }) => {
    const moderator = await createUser({ role: 'admin' })
    const admin = await agentFor(client, moderator)
    const owner = await createUser()
    const poll = await createPoll(owner, { title: 'Reported poll' })
    const other = await createPoll(owner)
    const reports = [await report(poll, await createUser()), await report(poll, await createUser())]
    const rejectedBefore = await Report.create({
      postId: poll.id,
      userId: moderator.id,
      reason: 'x',
      status: 'rejected',
    })
    const untouched = await report(other, await createUser())

    const response = await admin.send('post', `/api/reports/posts/${poll.id}/delete-post`, { reason: 'spam' })
    response.assertStatus(200)
    assert.containsSubset(response.body(), { success: true, postDeleted: true })
    assert.sameMembers(
      response.body().decidedReportIds,
      reports.map((item) => item.id),
    )
    // A second decision (another moderator) succeeds without changing anything.
    ;(await admin.send('post', `/api/reports/posts/${poll.id}/delete-post`, { reason: 'spam' })).assertStatus(200)

    assert.equal((await Post.findOrFail(poll.id)).status, 'deleted')
    assert.deepEqual(await Promise.all(reports.map((item) => statusOf(item.id))), ['resolved', 'resolved'])
    assert.equal(await statusOf(rejectedBefore.id), 'rejected')
    assert.equal(await statusOf(untouched.id), 'pending')
    const notices = await MemberNotice.query().where('user_id', owner.id)
    assert.deepEqual(
      notices.map((notice) => [notice.kind, notice.postId, notice.postTitle]),
      [['post_removed_after_report', poll.id, 'Reported poll']],
    )
    const audit = await ModerationAuditEntry.query().where('target_type', 'post').where('target_id', poll.id)
    assert.deepEqual(
      audit.map((entry) => [entry.action, entry.actorId]),
      [['report.delete_post_group', moderator.id]],
    )
  })

  test('reject on a group rejects every pending report; the post stays and nobody is notified', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const poll = await createPoll(await createUser())
    const reports = [await report(poll, await createUser()), await report(poll, await createUser())]

    ;(await admin.send('post', `/api/reports/posts/${poll.id}/reject`)).assertStatus(200)

    assert.equal((await Post.findOrFail(poll.id)).status, 'active')
    assert.deepEqual(await Promise.all(reports.map((item) => statusOf(item.id))), ['rejected', 'rejected'])
    assert.lengthOf(await MemberNotice.all(), 0)
    assert.isEmpty((await admin.send('get', '/api/reports/grouped')).body().groups)
    const audit = await ModerationAuditEntry.query().where('action', 'report.reject_group')
    assert.deepEqual(audit[0]?.details, { reportIds: reports.map((item) => item.id) })
  })

  test("a deleted post's group is cleared by reject and by delete-post, without a notice", async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const first = await createPoll(await createUser(), { status: 'deleted' })
    const second = await createPoll(await createUser(), { status: 'deleted' })
    const cleared = await report(first, await createUser())
    const resolved = await report(second, await createUser())

    ;(await admin.send('post', `/api/reports/posts/${first.id}/reject`)).assertStatus(200)
    const deletion = await admin.send('post', `/api/reports/posts/${second.id}/delete-post`, { reason: 'spam' })

    deletion.assertStatus(200)
    assert.isFalse(deletion.body().postDeleted)
    assert.deepEqual([await statusOf(cleared.id), await statusOf(resolved.id)], ['rejected', 'resolved'])
    assert.lengthOf(await MemberNotice.all(), 0)
  })

  test('a post that no report names → 404 REPORT_NOT_FOUND', async ({ client }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const unreported = await createPoll(await createUser())

    for (const postId of [unreported.id, 999999]) {
      for (const action of ['reject', 'delete-post']) {
        const response = await admin.send('post', `/api/reports/posts/${postId}/${action}`, { reason: 'spam' })
        response.assertStatus(404)
        response.assertBodyContains({ success: false, code: 'REPORT_NOT_FOUND' })
      }
    }
  })

  test('the per-report delete-post also tells the author, once', async ({ client, assert }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const owner = await createUser()
    const poll = await createPoll(owner)
    const first = await report(poll, await createUser())
    const second = await report(poll, await createUser())

    ;(await admin.send('post', `/api/reports/${first.id}/delete-post`, { reason: 'spam' })).assertStatus(200)
    ;(await admin.send('post', `/api/reports/${second.id}/delete-post`, { reason: 'spam' })).assertStatus(200)

    assert.lengthOf(await MemberNotice.query().where('user_id', owner.id), 1)
  })

  test('a guest → 401, a member (even Premium) → 403 on the queue and its decisions', async ({ client, assert }) => {
    const poll = await createPoll(await createUser())
    const pending = await report(poll, await createUser())
    const guest = await CookieAgent.open(client)
    const premium = await agentFor(client, await createUser({ role: 'premiumuser' }))
    const routes: [string, string][] = [
      ['get', '/api/reports/grouped'],
      ['post', `/api/reports/posts/${poll.id}/reject`],
      ['post', `/api/reports/posts/${poll.id}/delete-post`],
    ]

    for (const [method, url] of routes) {
      ;(await guest.send(method as 'get', url)).assertStatus(401)
      const refused = await premium.send(method as 'get', url)
      refused.assertStatus(403)
      refused.assertBodyContains({ code: 'FORBIDDEN' })
    }
    assert.equal(await statusOf(pending.id), 'pending')
    assert.equal((await Post.findOrFail(poll.id)).status, 'active')
  })
})
