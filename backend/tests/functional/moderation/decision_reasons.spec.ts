import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Report from '#models/report'
import ModerationDecision from '#models/moderation_decision'
import type { CookieAgent } from '#tests/helpers/cookie_agent'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

/** Her one unread notice that tells of a decision. */
async function decisionNotice(member: CookieAgent) {
  const notices = (await member.send('get', '/api/users/notices')).body().notices
  return notices.filter((notice: { decision: unknown }) => notice.decision !== null)
}

test.group('A reason for every restricting decision', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await resetPolls()
    await db.from('users').delete()
  })

  test('each decision kind records its reason and tells her, with the date and 14 days to appeal', async ({
    client,
    assert,
  }) => {
    const admin = await createUser({ role: 'admin' })
    const adminAgent = await agentFor(client, admin)
    const author = await createUser({ role: 'premiumuser' })
    const authorAgent = await agentFor(client, author)
    const closed = await createPoll(author, { title: 'Closed by a moderator' })
    const removed = await createPoll(author, { title: 'Removed by a moderator' })
    const reported = await createPoll(author, { title: 'Reported' })
    await Report.create({ postId: reported.id, userId: admin.id, reason: 'Spam', status: 'pending' })
    const before = DateTime.utc().minus({ seconds: 1 })

    const decisions: [string, string, object][] = [
      ['put', `/api/admin/posts/${closed.id}/status`, { status: 'passive', reason: 'off_topic' }],
      ['put', `/api/admin/posts/${removed.id}/status`, { status: 'deleted', reason: 'hate', note: 'Slur in option B' }],
      ['post', `/api/reports/posts/${reported.id}/delete-post`, { reason: 'spam' }],
      ['put', `/api/admin/users/${author.id}/suspension`, { days: 1, reason: 'harassment' }],
      ['put', `/api/admin/users/${author.id}/role`, { role: 'user', reason: 'other', note: 'Refunded' }],
    ]
    for (const [method, url, body] of decisions) (await adminAgent.send(method as 'put', url, body)).assertStatus(200)

    const notices = await decisionNotice(authorAgent)
    const byKind = Object.fromEntries(
      notices.map((notice: { decision: { kind: string } }) => [notice.decision.kind, notice]),
    )
    assert.sameMembers(Object.keys(byKind), [
      'post_passive',
      'post_removed',
      'report_upheld',
      'suspension',
      'role_lowered',
    ])
    assert.containsSubset(byKind.post_passive, {
      kind: 'moderation_decision',
      post_id: closed.id,
      post_title: 'Closed by a moderator',
    })
    assert.containsSubset(byKind.post_removed.decision, { reason: 'hate', note: 'Slur in option B', can_appeal: true })
    assert.containsSubset(byKind.report_upheld, { kind: 'post_removed_after_report', post_id: reported.id })
    assert.containsSubset(byKind.role_lowered.decision, { reason: 'other', note: 'Refunded', ends_at: null })
    assert.isString(byKind.suspension.decision.ends_at)
    for (const notice of notices) {
      const decidedAt = DateTime.fromISO(notice.decision.decided_at)
      assert.isTrue(decidedAt >= before.startOf('second'))
      assert.equal(DateTime.fromISO(notice.decision.appeal_until).toMillis(), decidedAt.plus({ days: 14 }).toMillis())
    }

    const stored = await ModerationDecision.query().orderBy('id')
    assert.deepEqual(
      stored.map((decision) => [decision.kind, decision.previous, decision.decidedBy]),
      [
        ['post_passive', 'active', admin.id],
        ['post_removed', 'active', admin.id],
        ['report_upheld', 'active', admin.id],
        ['suspension', null, admin.id],
        ['role_lowered', 'premiumuser', admin.id],
      ],
    )
  })

  test('a restricting decision without a reason → 422 and nothing changes; reopening and raising need none', async ({
    client,
    assert,
  }) => {
    const adminAgent = await agentFor(client, await createUser({ role: 'admin' }))
    const author = await createUser({ role: 'prouser' })
    const poll = await createPoll(author)
    await Report.create({ postId: poll.id, userId: author.id, reason: 'Spam', status: 'pending' })
    const report = await Report.findByOrFail('post_id', poll.id)

    for (const [method, url, body] of [
      ['put', `/api/admin/posts/${poll.id}/status`, { status: 'passive' }],
      ['put', `/api/admin/posts/${poll.id}/status`, { status: 'deleted', reason: 'rude' }],
      ['post', `/api/reports/posts/${poll.id}/delete-post`, {}],
      ['post', `/api/reports/${report.id}/delete-post`, { reason: 'spam', note: 'x'.repeat(501) }],
      ['put', `/api/admin/users/${author.id}/role`, { role: 'user' }],
    ] as const) {
      const refused = await adminAgent.send(method, url, body)
      refused.assertStatus(422)
      refused.assertBodyContains({ code: 'VALIDATION_ERROR' })
      assert.equal(refused.body().errors[0].field, Object.keys(body).includes('note') ? 'note' : 'reason')
    }
    ;(await adminAgent.send('put', `/api/admin/users/${author.id}/role`, { role: 'premiumuser' })).assertStatus(200)
    ;(
      await adminAgent.send('put', `/api/admin/posts/${poll.id}/status`, { status: 'passive', reason: 'spam' })
    ).assertStatus(200)
    ;(await adminAgent.send('put', `/api/admin/posts/${poll.id}/status`, { status: 'active' })).assertStatus(200)
    assert.deepEqual(
      (await ModerationDecision.all()).map((decision) => decision.kind),
      ['post_passive'],
    )
  })
})
