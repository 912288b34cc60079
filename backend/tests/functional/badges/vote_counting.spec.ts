import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { countNewVotes, countVotesPeriodically } from '#sweeps/count_new_votes'
import BackfillBadges from '#actions/badges/backfill_badges'
import { jobsSettled } from '#services/jobs/job_queue'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll, createUsersInBulk, resetPolls } from '#tests/helpers/polls'
import { countersOf, earnedNames, seedBadgeTiers } from '#tests/functional/badges/badge_helpers'

async function uncountedVotesOf(userId: number): Promise<number> {
  const row = await db.from('votes').where('user_id', userId).where('counted', false).count('* as n').first()
  return Number(row?.n ?? 0)
}

/** Her votes as a vote stores them (uncounted), as if the process that took them died before counting. */
async function storeUncountedVotes(voterId: number, count: number) {
  const author = await createUser()
  const polls = await Promise.all(Array.from({ length: count }, () => createPoll(author)))
  await db.table('votes').multiInsert(
    polls.map((poll) => ({
      post_id: poll.id,
      user_id: voterId,
      choice: 'a',
      created_at: new Date(),
      counted: false,
    })),
  )
  return polls
}

test.group('Votes are counted into votes_given off the request', (group) => {
  group.setup(() => seedBadgeTiers())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('a vote is stored uncounted and counted by the job it queues', async ({ client, assert }) => {
    const poll = await createPoll(await createUser())
    const voter = await createUser()

    ;(await (await agentFor(client, voter)).send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })).assertStatus(
      200,
    )
    await jobsSettled()

    assert.equal(await uncountedVotesOf(voter.id), 0)
    assert.equal((await countersOf(voter.id)).votes_given, 1)
    assert.include(await earnedNames(voter.id), 'VOTES_GIVEN_1')
  })

  test('votes a dead process left uncounted are counted once, with every tier they cross', async ({ assert }) => {
    const voter = await createUser()
    await storeUncountedVotes(voter.id, 52)

    assert.equal(await countNewVotes(), 52)
    assert.equal(await countNewVotes(), 0)

    assert.equal((await countersOf(voter.id)).votes_given, 52)
    assert.equal(await uncountedVotesOf(voter.id), 0)
    const voteBadges = (await earnedNames(voter.id)).filter((name) => name.startsWith('VOTES_GIVEN'))
    assert.deepEqual(voteBadges, ['VOTES_GIVEN_1', 'VOTES_GIVEN_50'])
  })

  test('the sweep counts votes no job is left to count', async ({ assert }) => {
    const voter = await createUser()
    await storeUncountedVotes(voter.id, 3)

    // The only caller of the sweep in the test process: its period is free.
    assert.isTrue(await countVotesPeriodically())

    assert.equal((await countersOf(voter.id)).votes_given, 3)
  })

  test('a poll purged before its votes were counted takes nothing from the counters', async ({ client, assert }) => {
    const voter = await createUser()
    const [counted, uncounted] = await storeUncountedVotes(voter.id, 2)
    await db.from('votes').where('post_id', counted!.id).update({ counted: true })
    await db.table('user_stats').insert({ user_id: voter.id, votes_given: 1 })
    const admin = await agentFor(client, await createUser({ role: 'admin' }))

    ;(await admin.send('delete', `/api/admin/posts/${uncounted!.id}`)).assertStatus(200)
    await countNewVotes()

    assert.equal((await countersOf(voter.id)).votes_given, 1)
  })

  test('the backfill leaves uncounted votes to their count: each vote is in votes_given once', async ({ assert }) => {
    const voter = await createUser()
    await storeUncountedVotes(voter.id, 2)
    await db.table('user_stats').insert({ user_id: voter.id, votes_given: 0 })

    await BackfillBadges.handle()
    await countNewVotes()

    assert.equal((await countersOf(voter.id)).votes_given, 2)
  })

  test('many voters in one batch: each counter gets her own votes', async ({ assert }) => {
    const voters = await createUsersInBulk(5)
    for (const [index, voter] of voters.entries()) await storeUncountedVotes(voter.id, index + 1)

    await countNewVotes()

    assert.deepEqual(
      await Promise.all(voters.map(async (voter) => (await countersOf(voter.id)).votes_given)),
      [1, 2, 3, 4, 5],
    )
  })
})
