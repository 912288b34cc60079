import { test } from '@japa/runner'
import { DateTime, Settings } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import User from '#models/user'
import Category from '#models/category'
import Badge from '#models/badge'
import { seedDatabase } from '#database/prepare_database'
import { DEMO_LOGINS, DEMO_PASSWORD } from '#database/demo/demo_accounts'
import { postAllowanceOf } from '#services/posts/post_allowance'
import { toSqlDateTime } from '#services/sql/sql_datetime'
import { appTimezone } from '#config/app'

const TABLES = [
  'users',
  'posts',
  'votes',
  'likes',
  'saves',
  'tags',
  'post_tags',
  'categories',
  'badges',
  'popups',
  'invitations',
  'reports',
]

async function rowCounts() {
  const counts: Record<string, number> = {}
  for (const table of TABLES) {
    const [row] = await db.from(table).count('* as total')
    counts[table] = Number(row.total)
  }
  return counts
}

/** Rows added since `before`, per table: other test files may have left rows that they committed. */
function added(after: Record<string, number>, before: Record<string, number>) {
  return Object.fromEntries(TABLES.map((table) => [table, after[table]! - before[table]!]))
}

test.group('Seeders', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    const previous = env.get('DEMO_SEED')
    return () => env.set('DEMO_SEED', previous ?? false)
  })

  test('reference data: categories (5 = uncategorized) and every badge tier, idempotent', async ({ assert }) => {
    env.set('DEMO_SEED', false)

    const before = await rowCounts()
    await seedDatabase()
    const first = await rowCounts()
    await seedDatabase()
    const second = await rowCounts()

    assert.deepEqual(second, first)
    assert.equal((await Category.findOrFail(5)).slug, 'uncategorized')
    assert.equal(first.badges, 9 + 7 + 7 + 6 + 6 + 7)
    const streak = await Badge.findByOrFail('name', 'LOGIN_STREAK_365')
    assert.containsSubset(streak.serialize(), { type: 'LOGIN_STREAK', threshold: 365 })
    assert.isNotNull(await Badge.findBy('name', 'LIKES_RECEIVED_1000'))
    assert.equal(added(first, before).users, 0)
  })

  test('demo data only with DEMO_SEED, created once', async ({ assert }) => {
    env.set('DEMO_SEED', true)

    const before = await rowCounts()
    await seedDatabase()
    const first = await rowCounts()
    await seedDatabase()
    const second = await rowCounts()

    assert.deepEqual(second, first)
    const demo = added(first, before)
    assert.equal(demo.users, 24)
    assert.isAtLeast(demo.posts, 45)
    assert.isAbove(demo.votes, 0)
    assert.equal(demo.popups, 1)
    assert.equal(demo.invitations, 3)
    // Work for the console's reports and tags tabs.
    assert.equal(demo.reports, 3)
    assert.lengthOf(await db.from('tags').where('category_id', 5), 3)

    const roles = Object.fromEntries(
      (
        await User.query().whereIn('email', [
          'admin@dilemma.local',
          'premium@dilemma.local',
          'pro@dilemma.local',
          'member@dilemma.local',
        ])
      ).map((user) => [user.email, user.role]),
    )
    assert.deepEqual(roles, {
      'admin@dilemma.local': 'admin',
      'premium@dilemma.local': 'premiumuser',
      'pro@dilemma.local': 'prouser',
      'member@dilemma.local': 'user',
    })
    const voter = await User.findByOrFail('email', 'member20@dilemma.local')
    assert.isTrue(await hash.verify(voter.password!, DEMO_PASSWORD))
  })

  test('demo poll counters match the stored votes and vote limits are never exceeded', async ({ assert }) => {
    env.set('DEMO_SEED', true)
    await seedDatabase()

    const posts = await db
      .from('posts')
      .select('posts.id', 'posts.total_votes', 'posts.vote_limit', 'posts.status')
      .select(db.raw('vote_count_a + vote_count_b + vote_count_c + vote_count_d as counted'))
      .select(db.raw('(select count(*) from votes where votes.post_id = posts.id) as stored'))

    for (const post of posts) {
      assert.equal(Number(post.counted), Number(post.total_votes))
      assert.equal(Number(post.stored), Number(post.total_votes))
      if (post.vote_limit !== null) assert.isAtMost(Number(post.total_votes), Number(post.vote_limit))
      if (post.vote_limit !== null && Number(post.total_votes) === Number(post.vote_limit))
        assert.equal(post.status, 'passive')
    }
    assert.isTrue(posts.some((post) => post.status === 'passive'))
  })

  test('each demo login can still ask her whole daily allowance, even when seeded late in the evening', async ({
    assert,
    cleanup,
  }) => {
    env.set('DEMO_SEED', true)
    // 23:30 in APP_TIMEZONE: nearly every fresh demo poll is dated on the same calendar day.
    const lateEvening = DateTime.now().setZone(appTimezone).set({ hour: 23, minute: 30 })
    const realNow = Settings.now
    Settings.now = () => lateEvening.toMillis()
    cleanup(() => {
      Settings.now = realNow
    })
    await seedDatabase()

    const todays = await db.from('posts').where('created_at', '>=', toSqlDateTime(lateEvening.startOf('day')))
    assert.isAbove(todays.length, 10)
    for (const account of DEMO_LOGINS) {
      const { limit, used } = await postAllowanceOf(await User.findByOrFail('email', account.email))
      // The admin's allowance is unlimited; she asks the paid polls of the day.
      if (limit !== null) assert.equal(used, 0, account.email)
    }
  })

  test('without DEMO_SEED no account is created', async ({ assert }) => {
    env.set('DEMO_SEED', false)

    const before = await rowCounts()
    await seedDatabase()

    assert.equal(added(await rowCounts(), before).users, 0)
  })
})
