import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Post from '#models/post'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, agentsFor, createPoll, createTimedPoll, createUsersInBulk, resetPolls } from '#tests/helpers/polls'

const voteUrl = (post: Post) => `/api/posts/${post.id}/vote`

async function votesOn(post: Post) {
  return db.from('votes').where('post_id', post.id).select('user_id', 'choice')
}

test.group('POST /api/posts/:id/vote', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('counts the vote and answers the new counts', async ({ client, assert }) => {
    const post = await createPoll(await createUser())
    const voter = await createUser()

    const response = await (await agentFor(client, voter)).send('post', voteUrl(post), { option: 'b' })

    response.assertStatus(200)
    response.assertBody({
      success: true,
      updatedVoteCounts: { a: 0, b: 1, c: 0, d: 0 },
      totalVotes: 1,
      status: 'active',
    })
    assert.deepEqual(await votesOn(post), [{ user_id: voter.id, choice: 'b' }])
  })

  test('a second vote by the same user → 409 ALREADY_VOTED, counted once', async ({ client, assert }) => {
    const post = await createPoll(await createUser())
    const agent = await agentFor(client, await createUser())
    await agent.send('post', voteUrl(post), { option: 'a' })

    const response = await agent.send('post', voteUrl(post), { option: 'b' })

    response.assertStatus(409)
    response.assertBodyContains({ success: false, code: 'ALREADY_VOTED' })
    await post.refresh()
    assert.equal(post.totalVotes, 1)
    assert.equal(post.voteCountB, 0)
  })

  test('the vote that reaches the limit closes the poll; the next → 409 POLL_CLOSED', async ({ client, assert }) => {
    const post = await createPoll(await createUser(), { voteLimit: 11, totalVotes: 10, voteCountA: 10 })

    const closing = await (await agentFor(client, await createUser())).send('post', voteUrl(post), { option: 'a' })
    const late = await (await agentFor(client, await createUser())).send('post', voteUrl(post), { option: 'a' })

    closing.assertStatus(200)
    closing.assertBodyContains({ totalVotes: 11, status: 'passive' })
    late.assertStatus(409)
    late.assertBodyContains({ code: 'POLL_CLOSED' })
    await post.refresh()
    assert.equal(post.totalVotes, 11)
    assert.equal(post.status, 'passive')
  })

  test('a time-limited poll past its deadline → 409 POLL_CLOSED', async ({ client, assert }) => {
    const post = await createTimedPoll(await createUser(), -1)

    const response = await (await agentFor(client, await createUser())).send('post', voteUrl(post), { option: 'a' })

    response.assertStatus(409)
    response.assertBodyContains({ code: 'POLL_CLOSED' })
    assert.lengthOf(await votesOn(post), 0)
  })

  test('her second vote on a poll closed since → 409 ALREADY_VOTED, not POLL_CLOSED', async ({ client }) => {
    const post = await createPoll(await createUser())
    const agent = await agentFor(client, await createUser())
    await agent.send('post', voteUrl(post), { option: 'a' })
    await post.merge({ status: 'passive' }).save()

    const response = await agent.send('post', voteUrl(post), { option: 'b' })

    response.assertStatus(409)
    response.assertBodyContains({ code: 'ALREADY_VOTED' })
  })

  test('the author on her own closed poll → 403 OWN_POST, not POLL_CLOSED', async ({ client }) => {
    const author = await createUser()
    const post = await createTimedPoll(author, -1)

    const response = await (await agentFor(client, author)).send('post', voteUrl(post), { option: 'a' })

    response.assertStatus(403)
    response.assertBodyContains({ code: 'OWN_POST' })
  })

  test('a time-limited poll before its deadline accepts votes', async ({ client }) => {
    const post = await createTimedPoll(await createUser(), 2)

    const response = await (await agentFor(client, await createUser())).send('post', voteUrl(post), { option: 'a' })

    response.assertStatus(200)
    response.assertBodyContains({ totalVotes: 1, status: 'active' })
  })

  test('option C on a two-option poll → 422 INVALID_OPTION', async ({ client }) => {
    const post = await createPoll(await createUser())

    const response = await (await agentFor(client, await createUser())).send('post', voteUrl(post), { option: 'c' })

    response.assertStatus(422)
    response.assertBodyContains({ code: 'INVALID_OPTION' })
  })

  test('option C on a three-option poll is counted', async ({ client }) => {
    const post = await createPoll(await createUser(), { optionC: 'Water' })

    const response = await (await agentFor(client, await createUser())).send('post', voteUrl(post), { option: 'c' })

    response.assertStatus(200)
    response.assertBodyContains({ updatedVoteCounts: { a: 0, b: 0, c: 1, d: 0 } })
  })

  test('an unknown option or a wrong type → 422 VALIDATION_ERROR', async ({ client }) => {
    const post = await createPoll(await createUser())
    const agent = await agentFor(client, await createUser())

    for (const option of ['e', 1, null, ['a']]) {
      const response = await agent.send('post', voteUrl(post), { option })
      response.assertStatus(422)
      response.assertBodyContains({ code: 'VALIDATION_ERROR' })
    }
  })

  test('the author → 403 OWN_POST', async ({ client }) => {
    const author = await createUser()
    const post = await createPoll(author)

    const response = await (await agentFor(client, author)).send('post', voteUrl(post), { option: 'a' })

    response.assertStatus(403)
    response.assertBodyContains({ code: 'OWN_POST' })
  })

  test('a guest → 401 TOKEN_MISSING', async ({ client }) => {
    const post = await createPoll(await createUser())

    const response = await (await CookieAgent.open(client)).send('post', voteUrl(post), { option: 'a' })

    response.assertStatus(401)
    response.assertBodyContains({ code: 'TOKEN_MISSING' })
  })

  test('a deleted or unknown post → 404 POST_NOT_FOUND', async ({ client }) => {
    const post = await createPoll(await createUser(), { status: 'deleted' })
    const agent = await agentFor(client, await createUser())

    for (const url of [voteUrl(post), '/api/posts/999999/vote']) {
      const response = await agent.send('post', url, { option: 'a' })
      response.assertStatus(404)
      response.assertBodyContains({ code: 'POST_NOT_FOUND' })
    }
  })
})

/*
 * Real concurrency: no global transaction, every request runs its own. On SQLite the driver
 * serialises the transactions; on MySQL they race for the post's row lock.
 */
test.group('Voting under concurrency', (group) => {
  group.each.setup(() => resetPolls())
  group.each.teardown(() => resetPolls())

  test('200 users at once on a vote-limit-11 poll → exactly 11 votes, passive, the rest POLL_CLOSED', async ({
    client,
    assert,
  }) => {
    const post = await createPoll(await createUser(), { voteLimit: 11 })
    const voters = await createUsersInBulk(200)
    const agents = await agentsFor(client, voters)

    const responses = await Promise.all(
      agents.map((agent, index) => agent.send('post', voteUrl(post), { option: index % 2 ? 'a' : 'b' })),
    )

    const accepted = responses.filter((response) => response.body().success === true)
    const rejected = responses.filter((response) => response.body().success !== true)
    assert.lengthOf(accepted, 11)
    assert.lengthOf(rejected, 189)
    for (const response of rejected) response.assertStatus(409)
    assert.sameMembers([...new Set(rejected.map((response) => response.body().code))], ['POLL_CLOSED'])
    const votes = await votesOn(post)
    await post.refresh()
    assert.lengthOf(votes, 11)
    assert.equal(post.totalVotes, 11)
    assert.equal(post.voteCountA, votes.filter((vote) => vote.choice === 'a').length)
    assert.equal(post.voteCountB, votes.filter((vote) => vote.choice === 'b').length)
    assert.equal(post.status, 'passive')
  }).timeout(120_000)

  test('one user double-submitting → one vote, the other ALREADY_VOTED', async ({ client, assert }) => {
    const post = await createPoll(await createUser(), { voteLimit: 101 })
    const agent = await agentFor(client, await createUser())

    const responses = await Promise.all(
      Array.from({ length: 5 }, () => agent.send('post', voteUrl(post), { option: 'a' })),
    )

    assert.sameMembers(
      responses.map((response) => response.body().code ?? 'OK'),
      ['OK', 'ALREADY_VOTED', 'ALREADY_VOTED', 'ALREADY_VOTED', 'ALREADY_VOTED'],
    )
    await post.refresh()
    assert.equal(post.totalVotes, 1)
    assert.lengthOf(await votesOn(post), 1)
  })

  test('the sweep persists the status of expired polls, idempotently', async ({ assert }) => {
    const { closeExpiredPolls } = await import('#sweeps/poll_expiry')
    const author = await createUser()
    const expired = await createTimedPoll(author, -2)
    const running = await createTimedPoll(author, 2)

    assert.equal(await closeExpiredPolls(DateTime.utc()), 1)
    assert.equal(await closeExpiredPolls(DateTime.utc()), 0)

    await expired.refresh()
    await running.refresh()
    assert.equal(expired.status, 'passive')
    assert.equal(running.status, 'active')
  })
})
