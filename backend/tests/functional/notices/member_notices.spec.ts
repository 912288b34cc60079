import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import MemberNotice from '#models/member_notice'
import Report from '#models/report'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

test.group('Member notices', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await resetPolls()
    await db.from('member_notices').delete()
  })

  test('the author reads the notice of her reported poll once it is deleted, then marks it read', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const poll = await createPoll(author, { title: 'Kita or nanny?' })
    await Report.create({ postId: poll.id, userId: (await createUser()).id, reason: 'Spam', status: 'pending' })
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const member = await agentFor(client, author)
    assert.deepEqual((await member.send('get', '/api/users/notices')).body().notices, [])

    ;(await admin.send('post', `/api/reports/posts/${poll.id}/delete-post`, { reason: 'spam' })).assertStatus(200)
    const listed = await member.send('get', '/api/users/notices')

    listed.assertStatus(200)
    const [notice, ...others] = listed.body().notices
    assert.isEmpty(others)
    assert.containsSubset(notice, { kind: 'post_removed_after_report', post_title: 'Kita or nanny?' })
    assert.match(notice.created_at, /^\d{4}-\d\d-\d\dT.*Z$/)
    assert.sameMembers(Object.keys(notice), [
      'id',
      'kind',
      'post_id',
      'post_title',
      'created_at',
      'decision',
      'details',
    ])
    assert.containsSubset(notice.decision, { kind: 'report_upheld', reason: 'spam', note: null, can_appeal: true })

    ;(await member.send('post', `/api/users/notices/${notice.id}/read`)).assertStatus(200)
    // Reading it again changes nothing.
    ;(await member.send('post', `/api/users/notices/${notice.id}/read`)).assertStatus(200)
    assert.deepEqual((await member.send('get', '/api/users/notices')).body().notices, [])
    assert.isNotNull((await MemberNotice.findOrFail(notice.id)).readAt)
  })

  test('another member neither sees nor reads her notice (404); a guest gets 401', async ({ client, assert }) => {
    const author = await createUser()
    const notice = await MemberNotice.create({
      userId: author.id,
      kind: 'post_removed_after_report',
      postId: null,
      postTitle: 'Gone',
      readAt: null,
    })
    const stranger = await agentFor(client, await createUser({ role: 'admin' }))
    const guest = await CookieAgent.open(client)

    assert.deepEqual((await stranger.send('get', '/api/users/notices')).body().notices, [])
    const refused = await stranger.send('post', `/api/users/notices/${notice.id}/read`)
    refused.assertStatus(404)
    refused.assertBodyContains({ success: false, code: 'NOTICE_NOT_FOUND' })
    ;(await stranger.send('post', '/api/users/notices/999999/read')).assertStatus(404)
    ;(await guest.send('get', '/api/users/notices')).assertStatus(401)
    ;(await guest.send('post', `/api/users/notices/${notice.id}/read`)).assertStatus(401)
    assert.isNull((await MemberNotice.findOrFail(notice.id)).readAt)
  })
})
