import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Post from '#models/post'
import User from '#models/user'
import ModerationDecision from '#models/moderation_decision'
import ModerationAuditEntry from '#models/moderation_audit_entry'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import type { CookieAgent } from '#tests/helpers/cookie_agent'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

/** Two admins (the first decides), a member with a poll, each signed in. */
async function scene(client: ApiClient) {
  const decider = await createUser({ role: 'admin' })
  const other = await createUser({ role: 'admin' })
  const member = await createUser({ role: 'premiumuser' })
  const poll = await createPoll(member, { title: 'Tea or coffee?' })
  return {
    decider,
    member,
    poll,
    deciderAgent: await agentFor(client, decider),
    otherAgent: await agentFor(client, other),
    memberAgent: await agentFor(client, member),
  }
}

/** Her newest decision's id, as her notice names it. */
async function newestDecisionId(member: CookieAgent): Promise<number> {
  const notices = (await member.send('get', '/api/users/notices')).body().notices
  return notices.find((notice: { decision: unknown }) => notice.decision !== null).decision.id
}

const appeal = (member: CookieAgent, decisionId: number, text = 'It was a real question.') =>
  member.send('post', `/api/users/decisions/${decisionId}/appeal`, { text })

test.group('Appeals', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await resetPolls()
    await db.from('users').delete()
  })

  test('she appeals once within 14 days; another admin accepts, her poll is back and she reads the answer', async ({
    client,
    assert,
  }) => {
    const { decider, member, poll, deciderAgent, otherAgent, memberAgent } = await scene(client)
    const closed = await deciderAgent.send('put', `/api/admin/posts/${poll.id}/status`, {
      status: 'deleted',
      reason: 'off_topic',
    })
    closed.assertStatus(200)
    const decisionId = await newestDecisionId(memberAgent)

    const submitted = await appeal(memberAgent, decisionId)
    submitted.assertStatus(201)
    const again = await appeal(memberAgent, decisionId, 'Please!')
    again.assertStatus(409)
    again.assertBodyContains({ code: 'ALREADY_APPEALED' })
    const [notice] = (await memberAgent.send('get', '/api/users/notices')).body().notices
    assert.containsSubset(notice.decision, { can_appeal: false, appeal: { status: 'pending', answer: null } })

    const listed = await otherAgent.send('get', '/api/admin/appeals')
    listed.assertStatus(200)
    assert.containsSubset(listed.body().appeals, [
      {
        id: submitted.body().appealId,
        status: 'pending',
        text: 'It was a real question.',
        member: { id: member.id },
        decision: { id: decisionId, kind: 'post_removed', reason: 'off_topic', decided_by: { id: decider.id } },
      },
    ])

    const own = await deciderAgent.send('post', `/api/admin/appeals/${submitted.body().appealId}/accept`, {
      answer: 'On second thought, fine.',
    })
    own.assertStatus(403)
    own.assertBodyContains({ code: 'APPEAL_NEEDS_OTHER_ADMIN' })

    const accepted = await otherAgent.send('post', `/api/admin/appeals/${submitted.body().appealId}/accept`, {
      answer: 'It is on topic.',
    })
    accepted.assertStatus(200)
    assert.equal((await Post.findOrFail(poll.id)).status, 'active')
    ;(await memberAgent.send('get', `/api/posts/${poll.id}`)).assertStatus(200)
    const answered = (await memberAgent.send('get', '/api/users/notices')).body().notices
    assert.containsSubset(
      answered.find((one: { kind: string }) => one.kind === 'appeal_decided'),
      { post_title: 'Tea or coffee?', decision: { appeal: { status: 'accepted', answer: 'It is on topic.' } } },
    )
    const decided = await otherAgent.send('post', `/api/admin/appeals/${submitted.body().appealId}/reject`, {
      answer: 'No',
    })
    decided.assertStatus(409)
    decided.assertBodyContains({ code: 'APPEAL_DECIDED' })
    assert.isNotNull((await ModerationDecision.findOrFail(decisionId)).reversedAt)
    assert.deepEqual(
      (await ModerationAuditEntry.query().where('target_type', 'appeal').orderBy('id')).map((entry) => entry.action),
      ['appeal.submit', 'appeal.accept'],
    )
  })

  test('accepting gives back exactly what was taken: the suspension lifted, the role before; rejecting nothing', async ({
    client,
    assert,
  }) => {
    const { member, poll, deciderAgent, otherAgent, memberAgent } = await scene(client)
    const answer = { answer: 'We looked again.' }
    ;(
      await deciderAgent.send('put', `/api/admin/users/${member.id}/role`, { role: 'user', reason: 'spam' })
    ).assertStatus(200)
    const roleDecision = await newestDecisionId(memberAgent)
    ;(
      await deciderAgent.send('put', `/api/admin/users/${member.id}/suspension`, { days: null, reason: 'spam' })
    ).assertStatus(200)
    const suspension = (await ModerationDecision.query().where('kind', 'suspension').firstOrFail()).id
    ;(
      await deciderAgent.send('put', `/api/admin/posts/${poll.id}/status`, { status: 'passive', reason: 'spam' })
    ).assertStatus(200)
    const closing = (await ModerationDecision.query().where('kind', 'post_passive').firstOrFail()).id

    // Suspended, she may still appeal.
    const appealIds: number[] = []
    for (const decisionId of [roleDecision, suspension, closing]) {
      const submitted = await appeal(memberAgent, decisionId)
      submitted.assertStatus(201)
      appealIds.push(submitted.body().appealId)
    }
    ;(await otherAgent.send('post', `/api/admin/appeals/${appealIds[0]}/accept`, answer)).assertStatus(200)
    ;(await otherAgent.send('post', `/api/admin/appeals/${appealIds[1]}/accept`, answer)).assertStatus(200)
    ;(await otherAgent.send('post', `/api/admin/appeals/${appealIds[2]}/reject`, answer)).assertStatus(200)

    const restored = await User.findOrFail(member.id)
    assert.equal(restored.role, 'premiumuser')
    assert.isNull(restored.suspendedAt)
    ;(await memberAgent.send('post', `/api/posts/${poll.id}/like`)).assertStatus(200)
    assert.equal((await Post.findOrFail(poll.id)).status, 'passive')
    assert.isNull((await ModerationDecision.findOrFail(closing)).reversedAt)
    const pending = await otherAgent.send('get', '/api/admin/appeals')
    assert.deepEqual(pending.body().appeals, [])
    const all = await otherAgent.send('get', '/api/admin/appeals?status=all')
    assert.equal(all.body().pagination.total, 3)
  })

  test('refused: too late, too long or empty, of a decision not hers; the only admin decides her own', async ({
    client,
  }) => {
    const decider = await createUser({ role: 'admin' })
    const member = await createUser()
    const poll = await createPoll(member)
    const deciderAgent = await agentFor(client, decider)
    const memberAgent = await agentFor(client, member)
    ;(
      await deciderAgent.send('put', `/api/admin/posts/${poll.id}/status`, { status: 'passive', reason: 'spam' })
    ).assertStatus(200)
    const decisionId = await newestDecisionId(memberAgent)

    for (const text of ['', '   ', 'x'.repeat(2001)]) (await appeal(memberAgent, decisionId, text)).assertStatus(422)
    const stranger = await agentFor(client, await createUser())
    const notHers = await appeal(stranger, decisionId)
    notHers.assertStatus(404)
    notHers.assertBodyContains({ code: 'DECISION_NOT_FOUND' })
    ;(await appeal(memberAgent, 999999)).assertStatus(404)
    const byMember = await memberAgent.send('get', '/api/admin/appeals')
    byMember.assertStatus(403)

    await db
      .from('moderation_decisions')
      .where('id', decisionId)
      .update({ created_at: toSqlDateTime(DateTime.utc().minus({ days: 14, seconds: 1 })) })
    const late = await appeal(memberAgent, decisionId)
    late.assertStatus(409)
    late.assertBodyContains({ code: 'APPEAL_WINDOW_CLOSED' })

    await db
      .from('moderation_decisions')
      .where('id', decisionId)
      .update({ created_at: toSqlDateTime(DateTime.utc()) })
    const submitted = await appeal(memberAgent, decisionId, 'x'.repeat(2000))
    submitted.assertStatus(201)
    ;(
      await deciderAgent.send('post', `/api/admin/appeals/${submitted.body().appealId}/reject`, { answer: '' })
    ).assertStatus(422)
    ;(
      await deciderAgent.send('post', `/api/admin/appeals/${submitted.body().appealId}/reject`, {
        answer: 'Spam it was.',
      })
    ).assertStatus(200)
  })
})
