import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import db from '@adonisjs/lucid/services/db'
import { jobsSettled } from '#services/jobs/job_queue'
import { countersOf, earnedNames, seedBadgeTiers, unseenNames } from '#tests/functional/badges/badge_helpers'

test.group('Badges are granted at their first threshold through the real endpoints', (group) => {
  group.setup(() => seedBadgeTiers())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('creating a poll → POST_COUNT_1', async ({ client, assert }) => {
    const author = await createUser()
    const agent = await agentFor(client, author)

    ;(
      await agent.send('post', '/api/posts', {
        title: 'Coffee or tea?',
        description: 'Which one in the morning?',
        option_a: 'Coffee',
        option_b: 'Tea',
        vote_limit: '11',
      })
    ).assertStatus(201)

    assert.include(await unseenNames(agent), 'POST_COUNT_1')
    assert.equal((await countersOf(author.id)).posts_created, 1)
  })

  test('a vote → VOTES_GIVEN_1, in her next poll of new badges once it is counted', async ({ client, assert }) => {
    const poll = await createPoll(await createUser())
    const voter = await createUser()
    const agent = await agentFor(client, voter)
    for (const badge of (await agent.send('get', '/api/users/badges/new')).body().newBadges) {
      await agent.send('post', `/api/users/mark-badge-seen/${badge.id}`)
    }
    // Now known to have no unseen badge (unseen_badges_cache.ts): the grant must clear that.
    assert.deepEqual(await unseenNames(agent), [])

    ;(await agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })).assertStatus(200)
    await jobsSettled()

    assert.include(await unseenNames(agent), 'VOTES_GIVEN_1')
    assert.equal((await countersOf(voter.id)).votes_given, 1)
  })

  test('a refused vote counts nothing', async ({ client, assert }) => {
    const author = await createUser()
    const poll = await createPoll(author)
    const agent = await agentFor(client, author)

    ;(await agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })).assertStatus(403)
    await jobsSettled()

    assert.equal((await countersOf(author.id)).votes_given, 0)
    assert.notInclude(await earnedNames(author.id), 'VOTES_GIVEN_1')
  })

  test('a like → LIKES_GIVEN_1 for her and LIKES_RECEIVED_1 for the author', async ({ client, assert }) => {
    const author = await createUser()
    const liker = await createUser()
    const poll = await createPoll(author)

    ;(await (await agentFor(client, liker)).send('post', `/api/posts/${poll.id}/like`)).assertStatus(200)

    assert.include(await earnedNames(liker.id), 'LIKES_GIVEN_1')
    assert.include(await earnedNames(author.id), 'LIKES_RECEIVED_1')
  })

  test('a save → POST_SAVE_1', async ({ client, assert }) => {
    const saver = await createUser()
    const poll = await createPoll(await createUser())

    ;(await (await agentFor(client, saver)).send('post', `/api/posts/${poll.id}/save`)).assertStatus(200)

    assert.include(await earnedNames(saver.id), 'POST_SAVE_1')
  })

  test('unlike and unsave take the counters back; the earned badges stay and are not granted twice', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const member = await createUser()
    const poll = await createPoll(author)
    const agent = await agentFor(client, member)

    for (const mark of ['like', 'like', 'save', 'save', 'like']) {
      ;(await agent.send('post', `/api/posts/${poll.id}/${mark}`)).assertStatus(200)
    }

    assert.deepInclude(await countersOf(member.id), { likes_given: 1, posts_saved: 0 })
    assert.equal((await countersOf(author.id)).likes_received, 1)
    const names = await earnedNames(member.id)
    assert.includeMembers(names, ['LIKES_GIVEN_1', 'POST_SAVE_1'])
    assert.equal(names.filter((name) => name === 'LIKES_GIVEN_1').length, 1)
  })

  test('a poll deleted by its author keeps the counters; one deleted for good by an admin takes its rows back', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const member = await createUser()
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const kept = await createPoll(author)
    const removed = await createPoll(author)
    await applyCreatedPolls(author.id, 3)
    const agent = await agentFor(client, member)
    for (const poll of [kept, removed]) {
      await agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })
      await agent.send('post', `/api/posts/${poll.id}/like`)
      await agent.send('post', `/api/posts/${poll.id}/save`)
    }
    const third = await createPoll(author)
    ;(await (await agentFor(client, author)).send('delete', `/api/posts/${third.id}`)).assertStatus(200)

    await jobsSettled()
    ;(await admin.send('delete', `/api/admin/posts/${removed.id}`)).assertStatus(200)

    assert.deepEqual(await countersOf(member.id), {
      posts_created: 0,
      likes_received: 0,
      votes_given: 1,
      likes_given: 1,
      posts_saved: 1,
    })
    assert.deepInclude(await countersOf(author.id), { posts_created: 2, likes_received: 1 })
    assert.includeMembers(await earnedNames(member.id), ['VOTES_GIVEN_1', 'LIKES_GIVEN_1', 'POST_SAVE_1'])
  })
})

/** Polls made by the createPoll helper bypass the endpoint: count them as create_post would have. */
async function applyCreatedPolls(userId: number, count: number) {
  await db.table('user_stats').insert({ user_id: userId, posts_created: count })
}
