import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { flushVotesGiven, noteVoteGiven } from '#services/badges/votes_given'
import { backgroundTasksSettled } from '#services/system/background_tasks'
import { createUser } from '#tests/helpers/users'
import { agentsFor, createPoll, createUsersInBulk, resetPolls } from '#tests/helpers/polls'
import { countersOf, earnedNames, seedBadgeTiers } from '#tests/functional/badges/badge_helpers'

test.group('votes_given is counted after the answer', (group) => {
  group.setup(() => seedBadgeTiers())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('votes sent at once: each voter counted once, each earns VOTES_GIVEN_1 exactly once', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const polls = [await createPoll(author, { voteLimit: 101 }), await createPoll(author, { voteLimit: 101 })]
    const voters = await createUsersInBulk(15)
    const agents = await agentsFor(client, voters)

    const answers = await Promise.all(
      agents.flatMap((agent) => polls.map((poll) => agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' }))),
    )
    await backgroundTasksSettled()

    assert.deepEqual([...new Set(answers.map((answer) => answer.status()))], [200])
    for (const voter of voters) {
      assert.equal((await countersOf(voter.id)).votes_given, 2)
      assert.deepEqual(
        (await earnedNames(voter.id)).filter((name) => name.startsWith('VOTES_GIVEN')),
        ['VOTES_GIVEN_1'],
      )
    }
  })

  test('a batch that carries her counter past a threshold grants that tier; one that passes none grants nothing', async ({
    assert,
  }) => {
    const passing = await createUser()
    const between = await createUser()
    await db.table('user_stats').multiInsert([
      { user_id: passing.id, votes_given: 48 },
      { user_id: between.id, votes_given: 50 },
    ])
    for (let vote = 0; vote < 3; vote++) {
      noteVoteGiven(passing.id)
      noteVoteGiven(between.id)
    }

    await flushVotesGiven()

    assert.equal((await countersOf(passing.id)).votes_given, 51)
    assert.equal((await countersOf(between.id)).votes_given, 53)
    assert.deepEqual(await earnedNames(passing.id), ['VOTES_GIVEN_1', 'VOTES_GIVEN_50'])
    assert.deepEqual(await earnedNames(between.id), [])
  })

  test('a refused vote notes nothing', async ({ client, assert }) => {
    const author = await createUser()
    const poll = await createPoll(author)
    const [agent] = await agentsFor(client, [author])

    ;(await agent!.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })).assertStatus(403)
    await backgroundTasksSettled()

    assert.equal((await countersOf(author.id)).votes_given, 0)
  })
})
