import { test } from '@japa/runner'
import { countNewVotes } from '#sweeps/count_new_votes'
import db from '@adonisjs/lucid/services/db'
import { jobsSettled } from '#services/jobs/job_queue'
import ace from '@adonisjs/core/services/ace'
import testUtils from '@adonisjs/core/services/test_utils'
import BadgesBackfill from '../../../commands/badges_backfill.js'
import BackfillBadges from '#actions/badges/backfill_badges'
import { seededRandom } from '#database/demo/random'
import { createUser } from '#tests/helpers/users'
import { agentFor, createUsersInBulk, resetPolls } from '#tests/helpers/polls'
import { seedBadgeTiers } from '#tests/functional/badges/badge_helpers'

async function snapshot() {
  const stats = await db
    .from('user_stats')
    .orderBy('user_id')
    .select('user_id', 'posts_created', 'likes_received', 'votes_given', 'likes_given', 'posts_saved')
  const grants = await db.from('user_badges').orderBy(['user_id', 'badge_id']).select('user_id', 'badge_id')
  const normalise = (rows: Array<Record<string, unknown>>) =>
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])))
  return { stats: normalise(stats), grants: normalise(grants) }
}

/**
 * A small demo-like community built through the endpoints (live counting): premium authors post
 * polls, members vote, like, unlike and save at random; one poll is deleted by its author.
 */
async function buildCommunity(client: Parameters<typeof agentFor>[0]) {
  const random = seededRandom(14).next
  const authors = await Promise.all([createUser({ role: 'premiumuser' }), createUser({ role: 'premiumuser' })])
  const members = await createUsersInBulk(12)
  const authorAgents = await Promise.all(authors.map((author) => agentFor(client, author)))
  const pollIds: number[] = []
  for (const [index, agent] of authorAgents.entries()) {
    for (let poll = 0; poll < 3; poll++) {
      const response = await agent.send('post', '/api/posts', {
        title: `Poll ${index}-${poll}`,
        description: 'Demo-like data',
        option_a: 'Yes',
        option_b: 'No',
        vote_limit: '101',
        tags: ['family'],
      })
      response.assertStatus(201)
      pollIds.push(response.body().post.id)
    }
  }
  for (const member of members) {
    const agent = await agentFor(client, member)
    for (const pollId of pollIds) {
      if (random() < 0.7) await agent.send('post', `/api/posts/${pollId}/vote`, { option: random() < 0.5 ? 'a' : 'b' })
      if (random() < 0.5) await agent.send('post', `/api/posts/${pollId}/like`)
      if (random() < 0.2) await agent.send('post', `/api/posts/${pollId}/like`)
      if (random() < 0.3) await agent.send('post', `/api/posts/${pollId}/save`)
    }
  }
  ;(await authorAgents[0]!.send('delete', `/api/posts/${pollIds[0]}`)).assertStatus(200)
  await jobsSettled()
}

test.group('node ace badges:backfill', (group) => {
  group.setup(() => seedBadgeTiers())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('recomputes exactly what live counting produced, and grants nothing twice', async ({ client, assert }) => {
    await buildCommunity(client)
    // Votes are counted off the request: the live figures are those once every vote is counted
    // (the job may not have run yet on a busy machine).
    while ((await countNewVotes()) > 0);
    const live = await snapshot()
    assert.isAbove(live.grants.length, 20)

    // Lose every counter and grant, then backfill from the tables alone.
    await db.from('user_badges').delete()
    await db.from('user_stats').update({ posts_created: 0, likes_received: 7, votes_given: 0, likes_given: 0 })
    const report = await BackfillBadges.handle()
    const rebuilt = await snapshot()

    assert.deepEqual(
      rebuilt.stats.filter((row) => live.stats.some((counted) => counted.user_id === row.user_id)),
      live.stats,
    )
    assert.deepEqual(rebuilt.grants, live.grants)
    assert.equal(report.granted, live.grants.length)
    assert.equal((await BackfillBadges.handle()).granted, 0)
  }).timeout(120_000)

  test('the command runs it and keeps grants already seen', async ({ client, assert }) => {
    const member = await createUser()
    await agentFor(client, member).then((agent) => agent.send('get', '/api/users/me'))
    await db.from('user_badges').where('user_id', member.id).update({ seen: true })
    await db.from('users').where('id', member.id).update({ max_login_streak: 8 })

    const command = await ace.create(BadgesBackfill, ['--mark-seen'])
    await command.exec()

    command.assertSucceeded()
    const grants = await db
      .from('user_badges')
      .join('badges', 'badges.id', 'user_badges.badge_id')
      .where('user_id', member.id)
      .orderBy('badges.threshold')
      .select('badges.name', 'user_badges.seen')
    assert.deepEqual(
      grants.map((grant) => [grant.name, Boolean(Number(grant.seen))]),
      [
        ['LOGIN_STREAK_1', true],
        ['LOGIN_STREAK_7', true],
      ],
    )
  })
})
