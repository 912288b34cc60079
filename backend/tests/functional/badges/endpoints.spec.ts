import { test } from '@japa/runner'
import { linkTags } from '#services/posts/post_tag_links'
import type { ApiClient } from '@japa/api-client'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type User from '#models/user'
import { insertGrants } from '#services/badges/grant_badges'
import { createUser } from '#tests/helpers/users'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { badgeIdOf, seedBadgeTiers } from '#tests/functional/badges/badge_helpers'

/** She earned VOTES_GIVEN_1 two days ago and POST_SAVE_1 yesterday (neither seen yet). */
async function memberWithBadges() {
  const member = await createUser()
  await insertGrants(member.id, [await badgeIdOf('VOTES_GIVEN_1')], DateTime.utc().minus({ days: 2 }))
  await insertGrants(member.id, [await badgeIdOf('POST_SAVE_1')], DateTime.utc().minus({ days: 1 }))
  return member
}

/** Two members with the same badges, and an agent signed in as the first. */
async function twoMembersWithBadges(client: ApiClient) {
  const member = await memberWithBadges()
  return { other: await memberWithBadges(), agent: await agentFor(client, member) }
}

const TIMESTAMPS = { created_at: '2026-01-01 00:00:00', updated_at: '2026-01-01 00:00:00' }

/** Today's streak tier the guard grants on her first request, left out of the comparisons. */
const withoutStreak = (names: string[]) => names.filter((name) => !name.startsWith('LOGIN_STREAK'))
const namesOf = (badges: Array<{ name: string }>) => withoutStreak(badges.map((badge) => badge.name))

test.group('GET /api/users/badges and /badges/new, POST /api/users/mark-badge-seen|toasted/:badgeId', (group) => {
  group.setup(() => seedBadgeTiers())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('guests → 401 on her own badge routes', async ({ client }) => {
    const guest = await CookieAgent.open(client)
    for (const [method, url] of [
      ['get', '/api/users/badges'],
      ['get', '/api/users/badges/new'],
      ['post', '/api/users/mark-badge-seen/1'],
      ['post', '/api/users/mark-badge-toasted/1'],
    ] as const) {
      const response = await guest.send(method, url)
      response.assertStatus(401)
      response.assertBodyContains({ success: false, code: 'TOKEN_MISSING' })
    }
  })

  test('the catalogue with her state and progress per type', async ({ client, assert }) => {
    const member = await memberWithBadges()
    await db.table('user_stats').insert({ user_id: member.id, votes_given: 3 })

    const response = await (await agentFor(client, member)).send('get', '/api/users/badges')

    response.assertStatus(200)
    const { badges, families } = response.body()
    assert.lengthOf(badges, 42)
    const votes1 = badges.find((badge: { name: string }) => badge.name === 'VOTES_GIVEN_1')
    assert.containsSubset(votes1, {
      type: 'VOTES_GIVEN',
      category: 'Participation',
      threshold: 1,
      tier: 1,
      icon_url: null,
      earned: true,
      seen: false,
    })
    assert.isString(votes1.earned_at)
    assert.containsSubset(
      badges.find((badge: { name: string }) => badge.name === 'VOTES_GIVEN_50'),
      { tier: 2, earned: false, earned_at: null, seen: false },
    )
    assert.lengthOf(families, 6)
    assert.deepEqual(
      families.find((family: { type: string }) => family.type === 'VOTES_GIVEN'),
      {
        type: 'VOTES_GIVEN',
        category: 'Participation',
        current: 3,
        previous_threshold: 1,
        next_threshold: 50,
        next_badge_id: await badgeIdOf('VOTES_GIVEN_50'),
      },
    )
    assert.containsSubset(
      families.find((family: { type: string }) => family.type === 'POST_COUNT'),
      { current: 0, previous_threshold: 0, next_threshold: 1 },
    )
  })

  test('new badges are the unseen ones, newest first; marking one seen removes it, for her only', async ({
    client,
    assert,
  }) => {
    const { other, agent } = await twoMembersWithBadges(client)

    const before = await agent.send('get', '/api/users/badges/new')
    assert.deepEqual(namesOf(before.body().newBadges), ['POST_SAVE_1', 'VOTES_GIVEN_1'])
    assert.sameMembers(Object.keys(before.body().newBadges[0]), [
      'id',
      'name',
      'type',
      'category',
      'threshold',
      'tier',
      'icon_url',
      'earned_at',
      'toasted',
    ])

    const seen = await agent.send('post', `/api/users/mark-badge-seen/${await badgeIdOf('POST_SAVE_1')}`)
    seen.assertBody({ success: true })
    ;(await agent.send('post', `/api/users/mark-badge-seen/${await badgeIdOf('POST_SAVE_1')}`)).assertStatus(200)

    assert.deepEqual(namesOf((await agent.send('get', '/api/users/badges/new')).body().newBadges), ['VOTES_GIVEN_1'])
    const others = await (await agentFor(client, other)).send('get', '/api/users/badges/new')
    assert.deepEqual(namesOf(others.body().newBadges), ['POST_SAVE_1', 'VOTES_GIVEN_1'])
  })

  test('a new badge is toasted once: marked toasted, it stays new until seen, for her only', async ({
    client,
    assert,
  }) => {
    const { other, agent } = await twoMembersWithBadges(client)
    const toastedOf = async (of: CookieAgent) =>
      Object.fromEntries(
        ((await of.send('get', '/api/users/badges/new')).body().newBadges as Array<{ name: string; toasted: boolean }>)
          .filter((badge) => namesOf([badge]).length > 0)
          .map((badge) => [badge.name, badge.toasted]),
      )
    assert.deepEqual(await toastedOf(agent), { POST_SAVE_1: false, VOTES_GIVEN_1: false })

    const toasted = await agent.send('post', `/api/users/mark-badge-toasted/${await badgeIdOf('POST_SAVE_1')}`)
    toasted.assertBody({ success: true })
    ;(await agent.send('post', `/api/users/mark-badge-toasted/${await badgeIdOf('POST_SAVE_1')}`)).assertStatus(200)

    assert.deepEqual(await toastedOf(agent), { POST_SAVE_1: true, VOTES_GIVEN_1: false })
    assert.deepEqual(await toastedOf(await agentFor(client, other)), { POST_SAVE_1: false, VOTES_GIVEN_1: false })
    const notHers = await (
      await agentFor(client, await createUser())
    ).send('post', `/api/users/mark-badge-toasted/${await badgeIdOf('POST_SAVE_1')}`)
    notHers.assertStatus(404)
    notHers.assertBodyContains({ success: false, code: 'BADGE_NOT_FOUND' })
  })

  test('marking a badge she has not earned, an unknown or a bad id → 4xx with a code', async ({ client }) => {
    await memberWithBadges()
    const agent = await agentFor(client, await createUser())

    const notHers = await agent.send('post', `/api/users/mark-badge-seen/${await badgeIdOf('POST_SAVE_1')}`)
    notHers.assertStatus(404)
    notHers.assertBodyContains({ success: false, code: 'BADGE_NOT_FOUND' })
    ;(await agent.send('post', '/api/users/mark-badge-seen/999999')).assertBodyContains({ code: 'BADGE_NOT_FOUND' })
    const tooLarge = await agent.send('post', '/api/users/mark-badge-seen/99999999999999999999')
    tooLarge.assertStatus(422)
    tooLarge.assertBodyContains({ success: false, code: 'VALIDATION_ERROR' })
    const notANumber = await agent.send('post', '/api/users/mark-badge-seen/abc')
    notANumber.assertStatus(404)
    notANumber.assertBodyContains({ success: false })
  })

  test('marking seen needs the XSRF header like every state-changing call', async ({ client }) => {
    const member = await memberWithBadges()
    const agent = await agentFor(client, member)

    const response = await agent.send(
      'post',
      `/api/users/mark-badge-seen/${await badgeIdOf('POST_SAVE_1')}`,
      undefined,
      {
        csrf: false,
      },
    )

    response.assertStatus(403)
  })
})

test.group('GET /api/users/:id/badges', (group) => {
  group.setup(() => seedBadgeTiers())
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('anyone, guests included, reads her earned badges newest first', async ({ client, assert }) => {
    const member = await memberWithBadges()

    for (const agent of [
      await CookieAgent.open(client),
      await agentFor(client, await createUser()),
      await agentFor(client, member),
      await agentFor(client, await createUser({ role: 'admin' })),
    ]) {
      const response = await agent.send('get', `/api/users/${member.id}/badges`)
      response.assertStatus(200)
      assert.deepEqual(namesOf(response.body().badges), ['POST_SAVE_1', 'VOTES_GIVEN_1'])
      assert.notProperty(response.body().badges[0], 'seen')
    }
  })

  test('an unknown or deleted member → 404 USER_NOT_FOUND', async ({ client }) => {
    const gone = await createUser()
    await gone.merge({ deletedAt: DateTime.utc() }).save()
    const guest = await CookieAgent.open(client)

    for (const id of [gone.id, 999999]) {
      const response = await guest.send('get', `/api/users/${id}/badges`)
      response.assertStatus(404)
      response.assertBodyContains({ success: false, code: 'USER_NOT_FOUND' })
    }
  })
})

test.group('GET /api/users/:id/stats', (group) => {
  group.setup(() => seedBadgeTiers())
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  async function activeAuthor(): Promise<User> {
    const author = await createUser()
    await author.merge({ createdAt: DateTime.utc().minus({ days: 10, hours: 1 }) }).save()
    const popular = await createPoll(author, { title: 'Popular', totalVotes: 5, voteCountA: 5, likeCount: 2 })
    await createPoll(author, { title: 'Quiet', totalVotes: 1, voteCountA: 1 })
    await createPoll(author, { title: 'Gone', totalVotes: 9, voteCountA: 9, status: 'deleted' })
    await db.table('tags').multiInsert(['food', 'kids'].map((name) => ({ name, name_normalized: name, ...TIMESTAMPS })))
    const tags = await db.from('tags').whereIn('name', ['food', 'kids']).select('id', 'name')
    const food = tags.find((tag) => tag.name === 'food')!
    await linkTags(popular, [food.id])
    await db.table('user_stats').insert({ user_id: author.id, posts_created: 3, votes_given: 4 })
    return author
  }

  test('she reads her own stats', async ({ client, assert }) => {
    const author = await activeAuthor()

    const response = await (await agentFor(client, author)).send('get', `/api/users/${author.id}/stats`)

    response.assertStatus(200)
    const { stats } = response.body()
    assert.containsSubset(stats, {
      current_login_streak: 1,
      max_login_streak: 1,
      total_posts_created: 3,
      total_likes_received_on_posts: 0,
      total_votes_given: 4,
      total_likes_given: 0,
      total_posts_saved: 0,
      total_polls: 2,
      total_votes_received: 6,
      member_since_days: 10,
    })
    assert.containsSubset(stats.most_popular_poll, { title: 'Popular', total_votes: 5, like_count: 2 })
    assert.deepEqual(
      stats.most_used_tags.map((tag: { name: string; count: number }) => [tag.name, tag.count]),
      [['food', 1]],
    )
  })

  test("another member → 403 FORBIDDEN; an admin reads anyone's; guest → 401", async ({ client, assert }) => {
    const author = await activeAuthor()

    const other = await (await agentFor(client, await createUser())).send('get', `/api/users/${author.id}/stats`)
    other.assertStatus(403)
    other.assertBodyContains({ success: false, code: 'FORBIDDEN' })

    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const byAdmin = await admin.send('get', `/api/users/${author.id}/stats`)
    byAdmin.assertStatus(200)
    assert.equal(byAdmin.body().stats.total_polls, 2)

    const guest = await (await CookieAgent.open(client)).send('get', `/api/users/${author.id}/stats`)
    guest.assertStatus(401)
  })

  test('an unknown member → 404 USER_NOT_FOUND for an admin; a member without activity gets zeros', async ({
    client,
    assert,
  }) => {
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const unknown = await admin.send('get', '/api/users/999999/stats')
    unknown.assertStatus(404)
    unknown.assertBodyContains({ code: 'USER_NOT_FOUND' })

    const newcomer = await createUser()
    const response = await (await agentFor(client, newcomer)).send('get', `/api/users/${newcomer.id}/stats`)
    assert.containsSubset(response.body().stats, {
      total_posts_created: 0,
      total_polls: 0,
      most_popular_poll: null,
      most_used_tags: [],
    })
  })
})
