import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { createUser } from '#tests/helpers/users'
import { agentsFor, createPoll, createUsersInBulk } from '#tests/helpers/polls'
import { countersOf, earnedNames, seedBadgeTiers } from '#tests/functional/badges/badge_helpers'
import { jobsSettled } from '#services/jobs/job_queue'

/*
 * Committed for real (no global transaction): the likes must race on the database. Only this
 * test's rows are removed afterwards (its users stay, as other suites' bulk users do).
 */
test.group('Badges under concurrent events', (group) => {
  const involved: number[] = []
  group.setup(() => seedBadgeTiers())
  group.each.teardown(async () => {
    await db.from('posts').whereIn('user_id', involved).delete()
    await db.from('user_badges').whereIn('user_id', involved).delete()
    await db.from('user_stats').whereIn('user_id', involved).delete()
  })

  test('50 concurrent likes on one author’s polls grant each tier they cross once', async ({ client, assert }) => {
    const author = await createUser()
    const polls = await Promise.all(Array.from({ length: 5 }, () => createPoll(author)))
    const likers = await createUsersInBulk(50)
    involved.push(author.id, ...likers.map((liker) => liker.id))
    const agents = await agentsFor(client, likers)

    const responses = await Promise.all(
      agents.map((agent, index) => agent.send('post', `/api/posts/${polls[index % polls.length]!.id}/like`)),
    )

    assert.deepEqual(
      responses.map((response) => response.status()),
      responses.map(() => 200),
    )
    assert.equal((await countersOf(author.id)).likes_received, 50)
    const grants = await db
      .from('user_badges')
      .join('badges', 'badges.id', 'user_badges.badge_id')
      .where('user_badges.user_id', author.id)
      .where('badges.type', 'LIKES_RECEIVED')
      .orderBy('badges.threshold')
      .select('badges.name')
    assert.deepEqual(
      grants.map((grant) => grant.name),
      ['LIKES_RECEIVED_1', 'LIKES_RECEIVED_10', 'LIKES_RECEIVED_50'],
    )
  }).timeout(60_000)

  test('55 concurrent votes of one member count 55 and grant VOTES_GIVEN_1 and _50 once each', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const voter = await createUser()
    involved.push(author.id, voter.id)
    const polls = await Promise.all(Array.from({ length: 55 }, () => createPoll(author)))
    const [agent] = await agentsFor(client, [voter])

    const responses = await Promise.all(
      polls.map((poll) => agent!.send('post', `/api/posts/${poll.id}/vote`, { option: 'b' })),
    )
    await jobsSettled()

    assert.deepEqual(
      responses.map((response) => response.status()),
      responses.map(() => 200),
    )
    assert.equal((await countersOf(voter.id)).votes_given, 55)
    const names = (await earnedNames(voter.id)).filter((name) => name.startsWith('VOTES_GIVEN'))
    assert.deepEqual(names, ['VOTES_GIVEN_1', 'VOTES_GIVEN_50'])
  }).timeout(60_000)
})
