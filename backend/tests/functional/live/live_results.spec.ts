import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import type { ApiClient } from '@japa/api-client'
import Post from '#models/post'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { EventStreamReader } from '#tests/helpers/event_stream'
import { serverUrl } from '#tests/helpers/server_url'
import { agentFor, createPoll, createTimedPoll, resetPolls } from '#tests/helpers/polls'
import { closeExpiredPolls } from '#sweeps/poll_expiry'

const streams: EventStreamReader[] = []

/** A tab's open stream, closed after the test. */
async function openStream() {
  const stream = await EventStreamReader.open(serverUrl(''))
  streams.push(stream)
  return stream
}

function subscribe(agent: CookieAgent, stream: EventStreamReader, channel: string) {
  return agent.send('post', '/api/__transmit/subscribe', { uid: stream.uid, channel })
}

const vote = (agent: CookieAgent, post: Post, option = 'a') =>
  agent.send('post', `/api/posts/${post.id}/vote`, { option })

/** A guest tab following the poll and a member tab (the voter's) following its results. */
async function watchers(client: ApiClient, post: Post) {
  const guest = await CookieAgent.open(client)
  const guestStream = await openStream()
  ;(await subscribe(guest, guestStream, `polls/${post.id}`)).assertStatus(204)
  return { guestStream }
}

test.group('Live results: who may follow what', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())
  group.each.teardown(() => streams.splice(0).forEach((stream) => stream.close()))

  test('a guest follows a poll, never its results or a member’s notices', async ({ client }) => {
    const author = await createUser()
    const post = await createPoll(author)
    const guest = await CookieAgent.open(client)
    const stream = await openStream()

    ;(await subscribe(guest, stream, `polls/${post.id}`)).assertStatus(204)
    ;(await subscribe(guest, stream, `polls/${post.id}/results`)).assertStatus(400)
    ;(await subscribe(guest, stream, `users/${author.id}/notices`)).assertStatus(400)
  })

  test('a member follows the results once she voted; the author at once; nobody a hidden poll', async ({ client }) => {
    const author = await createUser()
    const post = await createPoll(author)
    const hidden = await createPoll(author, { status: 'inactive' })
    const member = await agentFor(client, await createUser())
    const owner = await agentFor(client, author)
    // Each tab its own stream: a stream belongs to the session that subscribes it first.
    const stream = await openStream()
    const ownerStream = await openStream()

    ;(await subscribe(member, stream, `polls/${post.id}/results`)).assertStatus(400)
    ;(await vote(member, post)).assertStatus(200)
    ;(await subscribe(member, stream, `polls/${post.id}/results`)).assertStatus(204)
    ;(await subscribe(owner, ownerStream, `polls/${post.id}/results`)).assertStatus(204)
    ;(await subscribe(member, stream, `polls/${hidden.id}`)).assertStatus(400)
    ;(await subscribe(owner, ownerStream, `polls/${hidden.id}`)).assertStatus(204)
  })

  test('anyone signed in follows the results of a closed poll', async ({ client }) => {
    const post = await createPoll(await createUser(), { status: 'passive', totalVotes: 3, voteCountA: 3 })
    const member = await agentFor(client, await createUser())
    ;(await subscribe(member, await openStream(), `polls/${post.id}/results`)).assertStatus(204)
  })

  test('her notices are hers alone', async ({ client }) => {
    const member = await createUser()
    const agent = await agentFor(client, member)
    const other = await createUser()
    const stream = await openStream()

    ;(await subscribe(agent, stream, `users/${member.id}/notices`)).assertStatus(204)
    ;(await subscribe(agent, stream, `users/${other.id}/notices`)).assertStatus(400)
  })

  test('bad input is a 400 with a code, never a 500', async ({ client, assert }) => {
    const guest = await CookieAgent.open(client)
    const stream = await openStream()
    const noUid = await guest.send('get', '/api/__transmit/events')
    noUid.assertStatus(400)
    noUid.assertBodyContains({ success: false, code: 'VALIDATION_ERROR' })

    for (const channel of ['polls/abc', 'polls/1/secrets', '$$transmit/ping', 'users/1', '', 'polls/0']) {
      const refused = await subscribe(guest, stream, channel)
      refused.assertStatus(400)
      assert.equal(refused.body().code, 'VALIDATION_ERROR', channel)
    }
    ;(await guest.send('post', '/api/__transmit/subscribe', { channel: 'polls/1' })).assertStatus(400)
    ;(await subscribe(guest, stream, 'polls/999999')).assertStatus(400)
  })

  test('subscribing needs the XSRF token, like any other POST', async ({ client }) => {
    const post = await createPoll(await createUser())
    const guest = await CookieAgent.open(client)
    const stream = await openStream()
    const refused = await guest.send(
      'post',
      '/api/__transmit/subscribe',
      { uid: stream.uid, channel: `polls/${post.id}` },
      { csrf: false },
    )
    refused.assertStatus(403)
  })
})

test.group('Live results: what streams', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(async () => {
    await resetPolls()
    await db.from('member_notices').delete()
  })
  group.each.teardown(() => streams.splice(0).forEach((stream) => stream.close()))

  test('a vote: the total to a guest, the counts only to who may see the results', async ({ client, assert }) => {
    const post = await createPoll(await createUser())
    const { guestStream } = await watchers(client, post)
    const earlier = await agentFor(client, await createUser())
    ;(await vote(earlier, post, 'b')).assertStatus(200)
    const resultsStream = await openStream()
    ;(await subscribe(earlier, resultsStream, `polls/${post.id}/results`)).assertStatus(204)

    ;(await vote(await agentFor(client, await createUser()), post, 'a')).assertStatus(200)

    const forGuest = await guestStream.waitFor(`polls/${post.id}`, (payload) => payload.total_votes === 2)
    assert.deepEqual(forGuest.payload, { total_votes: 2, status: 'active' })
    const forVoter = await resultsStream.waitFor(`polls/${post.id}/results`, (payload) => payload.total_votes === 2)
    assert.deepEqual(forVoter.payload, { total_votes: 2, status: 'active', vote_counts: { a: 1, b: 1, c: 0, d: 0 } })
  })

  test('the vote that reaches the limit: everyone sees the final counts; the author gets her notice, live and at her next visit', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const post = await createPoll(author, { voteLimit: 2, title: 'Sandpit or swings?' })
    const { guestStream } = await watchers(client, post)
    const owner = await agentFor(client, author)
    const ownerStream = await openStream()
    ;(await subscribe(owner, ownerStream, `users/${author.id}/notices`)).assertStatus(204)

    ;(await vote(await agentFor(client, await createUser()), post, 'a')).assertStatus(200)
    ;(await vote(await agentFor(client, await createUser()), post, 'a')).assertStatus(200)

    const closed = await guestStream.waitFor(`polls/${post.id}`, (payload) => payload.status === 'passive')
    assert.deepEqual(closed.payload, { total_votes: 2, status: 'passive', vote_counts: { a: 2, b: 0, c: 0, d: 0 } })
    const heard = await ownerStream.waitFor(`users/${author.id}/notices`)
    assert.deepEqual(heard.payload, { kind: 'poll_ended', post_id: post.id })
    // Newest first: the end, and the first vote's notice before it.
    const [notice, firstVote, ...others] = (await owner.send('get', '/api/users/notices')).body().notices
    assert.isEmpty(others)
    assert.containsSubset(notice, { kind: 'poll_ended', post_id: post.id, post_title: 'Sandpit or swings?' })
    assert.containsSubset(firstVote, { kind: 'poll_votes_1', post_id: post.id })
  })

  test('a deadline passing: the sweep closes the poll, tells its screens and leaves one notice', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const post = await createTimedPoll(author, -1, { voteCountB: 1, totalVotes: 1 })
    const { guestStream } = await watchers(client, post)

    assert.equal(await closeExpiredPolls(DateTime.utc()), 1)
    assert.equal(await closeExpiredPolls(DateTime.utc()), 0)

    const closed = await guestStream.waitFor(`polls/${post.id}`, (payload) => payload.status === 'passive')
    assert.deepEqual(closed.payload.vote_counts, { a: 0, b: 1, c: 0, d: 0 })
    const notices = await db.from('member_notices').where('user_id', author.id)
    assert.lengthOf(notices, 1)
    assert.equal(notices[0].kind, 'poll_ended')
  })

  test('a moderator closing and reopening a poll: screens follow, the author is told once, with the reason', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const post = await createPoll(author)
    const { guestStream } = await watchers(client, post)
    const moderator = await agentFor(client, await createUser({ role: 'admin' }))

    ;(
      await moderator.send('put', `/api/admin/posts/${post.id}/status`, { status: 'passive', reason: 'spam' })
    ).assertStatus(200)
    await guestStream.waitFor(`polls/${post.id}`, (payload) => payload.status === 'passive')
    ;(await moderator.send('put', `/api/admin/posts/${post.id}/status`, { status: 'active' })).assertStatus(200)
    await guestStream.waitFor(`polls/${post.id}`, (payload) => payload.status === 'active')

    const notices = await db.from('member_notices').where('user_id', author.id)
    // The poll's end (the shell's list) and the decision with its reason (the page's notices).
    assert.sameMembers(
      notices.map((row) => row.kind),
      ['poll_ended', 'moderation_decision'],
    )
  })
})
