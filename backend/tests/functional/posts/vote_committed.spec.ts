import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import type Post from '#models/post'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll, createTimedPoll } from '#tests/helpers/polls'

/*
 * The vote committed for real (no global transaction): on MySQL this is the path production takes,
 * the `cast_vote` procedure (services/posts/count_vote.ts); vote.spec.ts covers the same answers
 * inside the suite's transaction. Only this group's polls are removed afterwards (with their votes).
 */
test.group('POST /api/posts/:id/vote, committed', (group) => {
  const authors: number[] = []
  group.each.teardown(async () => {
    await db.from('posts').whereIn('user_id', authors).delete()
  })

  async function author() {
    const user = await createUser()
    authors.push(user.id)
    return user
  }
  const voteUrl = (post: Post) => `/api/posts/${post.id}/vote`

  test('counts the vote, answers the counts it produced; a second vote → 409 ALREADY_VOTED, counted once', async ({
    client,
    assert,
  }) => {
    const post = await createPoll(await author(), { optionC: 'Water' })
    const agent = await agentFor(client, await createUser())

    const first = await agent.send('post', voteUrl(post), { option: 'c' })
    const second = await agent.send('post', voteUrl(post), { option: 'a' })

    first.assertStatus(200)
    first.assertBody({ success: true, updatedVoteCounts: { a: 0, b: 0, c: 1, d: 0 }, totalVotes: 1, status: 'active' })
    second.assertStatus(409)
    second.assertBodyContains({ code: 'ALREADY_VOTED' })
    await post.refresh()
    assert.deepEqual([post.totalVotes, post.voteCountA, post.voteCountC], [1, 0, 1])
    const votes = await db.from('votes').where('post_id', post.id).select('choice', 'counted')
    assert.lengthOf(votes, 1)
    assert.equal(votes[0].choice, 'c')
  })

  test('the vote that reaches the limit closes the poll; the next → 409 POLL_CLOSED', async ({ client, assert }) => {
    const post = await createPoll(await author(), { voteLimit: 3, totalVotes: 2, voteCountB: 2 })

    const closing = await (await agentFor(client, await createUser())).send('post', voteUrl(post), { option: 'b' })
    const late = await (await agentFor(client, await createUser())).send('post', voteUrl(post), { option: 'a' })

    closing.assertStatus(200)
    closing.assertBodyContains({ updatedVoteCounts: { a: 0, b: 3, c: 0, d: 0 }, totalVotes: 3, status: 'passive' })
    late.assertStatus(409)
    late.assertBodyContains({ code: 'POLL_CLOSED' })
    await post.refresh()
    assert.deepEqual([post.totalVotes, post.status], [3, 'passive'])
  })

  test('refusals count nothing: own poll 403, option C of two 422, past its deadline 409', async ({
    client,
    assert,
  }) => {
    const owner = await author()
    const open = await createPoll(owner)
    const ended = await createTimedPoll(owner, -1)
    const voter = await agentFor(client, await createUser())

    const own = await (await agentFor(client, owner)).send('post', voteUrl(open), { option: 'a' })
    const invalid = await voter.send('post', voteUrl(open), { option: 'c' })
    const late = await voter.send('post', voteUrl(ended), { option: 'a' })

    own.assertStatus(403)
    own.assertBodyContains({ code: 'OWN_POST' })
    invalid.assertStatus(422)
    invalid.assertBodyContains({ code: 'INVALID_OPTION' })
    late.assertStatus(409)
    late.assertBodyContains({ code: 'POLL_CLOSED' })
    const counted = await db.from('votes').whereIn('post_id', [open.id, ended.id]).count('* as total').first()
    assert.equal(Number(counted.total), 0)
  })
})
