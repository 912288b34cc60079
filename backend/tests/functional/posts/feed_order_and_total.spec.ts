import { test } from '@japa/runner'
import FakeTimers from '@sinonjs/fake-timers'
import { forgetSharedFeedPages } from '#queries/posts/shared_feed_pages'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, insertBulkPolls, resetPolls } from '#tests/helpers/polls'
import { RANDOM_KEY_LIMIT } from '#rules/feed_random_key'
import { IDS_FIRST_FROM_OFFSET, rotationPointOf } from '#queries/posts/feed_random_order'
import { EXACT_TOTAL_LIMIT, TOTAL_MAX_AGE_MS } from '#queries/posts/feed_total'
import Tag from '#models/tag'
import { linkTags } from '#services/posts/post_tag_links'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'

const ids = (response: { body(): { posts: Array<{ id: number }> } }) =>
  response.body().posts.map((post: { id: number }) => post.id)

test.group('GET /api/posts: random order by the precomputed key', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('every new post draws its own key in [0, 2^31 - 1)', async ({ assert }) => {
    const author = await createUser()
    const keys = []
    for (let index = 0; index < 5; index++) keys.push((await createPoll(author)).randomKey)

    for (const key of keys) assert.isTrue(Number.isInteger(key) && key >= 0 && key < RANDOM_KEY_LIMIT, `${key}`)
    assert.isAbove(new Set(keys).size, 1)
  })

  test('the seed picks where the circle of keys starts: keys from there upwards, then from 0', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const start = rotationPointOf(7)
    const below = await createPoll(author, { randomKey: start - 10 })
    const lowest = await createPoll(author, { randomKey: 5 })
    const highest = await createPoll(author, { randomKey: RANDOM_KEY_LIMIT - 1 })
    const atStart = await createPoll(author, { randomKey: start })
    const tieA = await createPoll(author, { randomKey: start + 10 })
    const tieB = await createPoll(author, { randomKey: start + 10 })
    const agent = await CookieAgent.open(client)

    const order = [atStart.id, tieA.id, tieB.id, highest.id, lowest.id, below.id]
    assert.deepEqual(ids(await agent.send('get', '/api/posts?seed=7')), order)
    assert.deepEqual(ids(await agent.send('get', '/api/posts?seed=7&limit=4&page=2')), order.slice(4))
    assert.deepEqual(ids(await agent.send('get', '/api/posts?seed=7&limit=2&page=2')), order.slice(2, 4))
    // A page across the highest key, and pages wholly below the seed's point.
    assert.deepEqual(ids(await agent.send('get', '/api/posts?seed=7&limit=3&page=2')), order.slice(3, 6))
    assert.deepEqual(ids(await agent.send('get', '/api/posts?seed=7&limit=1&page=6')), [below.id])
    assert.deepEqual(ids(await agent.send('get', '/api/posts?seed=7&limit=1&page=7')), [])
  })

  test("a member's pages are a guest's pages with her state, before and after they pick ids first", async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const member = await createUser()
    const pageSize = 10
    const pages = IDS_FIRST_FROM_OFFSET / pageSize + 2
    const polls = []
    for (let index = 0; index < pages * pageSize - 3; index++) {
      polls.push(await createPoll(author, { randomKey: 1000 + index }))
    }
    await createPoll(author, { status: 'passive', randomKey: 1000 + IDS_FIRST_FROM_OFFSET })
    const early = polls[2]!
    const late = polls[IDS_FIRST_FROM_OFFSET + 4]!
    const now = '2026-01-01 00:00:00'
    await db.table('votes').insert({ post_id: late.id, user_id: member.id, choice: 'a', created_at: now })
    await db.table('likes').insert({ post_id: early.id, user_id: member.id, created_at: now })
    await db.table('saves').insert({ post_id: late.id, user_id: member.id, created_at: now })
    const guest = await CookieAgent.open(client)
    const reader = await agentFor(client, member)

    const guestOrder: number[] = []
    const memberCards: Array<{ id: number; user_choice: string | null; liked: boolean; saved: boolean }> = []
    for (let page = 1; page <= pages; page++) {
      const query = `/api/posts?seed=0&limit=${pageSize}&page=${page}`
      guestOrder.push(...ids(await guest.send('get', query)))
      memberCards.push(...(await reader.send('get', query)).body().posts)
    }

    assert.deepEqual(
      guestOrder,
      polls.map((poll) => poll.id),
    )
    assert.deepEqual(
      memberCards.map((card) => card.id),
      guestOrder,
    )
    const stateOf = (id: number) => memberCards.find((card) => card.id === id)!
    assert.containsSubset(stateOf(early.id), { user_choice: null, liked: true, saved: false })
    assert.containsSubset(stateOf(late.id), { user_choice: 'a', liked: false, saved: true })
    assert.isTrue(memberCards.every((card) => [early.id, late.id].includes(card.id) || (!card.liked && !card.saved)))
  })

  test('filters apply to the random order too', async ({ client, assert }) => {
    const author = await createUser()
    await createPoll(author, { status: 'passive', randomKey: 1 })
    const open = await createPoll(author, { randomKey: 2 })
    const agent = await CookieAgent.open(client)

    assert.deepEqual(ids(await agent.send('get', '/api/posts?seed=0')), [open.id])
    assert.lengthOf(ids(await agent.send('get', '/api/posts?seed=0&activeOnly=false')), 2)
  })

  test("a tag's feed is the same circle of keys over that tag's open polls, for a guest and a member", async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const member = await createUser()
    const start = rotationPointOf(7)
    const tag = await Tag.create({ name: 'Sleep', categoryId: UNCATEGORIZED_CATEGORY_ID })
    const tagged = async (randomKey: number, overrides = {}) => {
      const poll = await createPoll(author, { randomKey, ...overrides })
      await linkTags(poll, [tag.id])
      return poll
    }
    const below = await tagged(start - 10)
    const lowest = await tagged(5)
    await createPoll(author, { randomKey: start + 1 })
    await tagged(start + 2, { status: 'passive' })
    const atStart = await tagged(start)
    const tieA = await tagged(start + 10)
    const tieB = await tagged(start + 10)
    const highest = await tagged(RANDOM_KEY_LIMIT - 1)
    await agentFor(client, member).then((agent) => agent.send('post', `/api/posts/${tieB.id}/vote`, { option: 'a' }))

    const order = [atStart.id, tieA.id, tieB.id, highest.id, lowest.id, below.id]
    for (const agent of [await CookieAgent.open(client), await agentFor(client, member)]) {
      const page = async (query: string) => ids(await agent.send('get', `/api/posts?seed=7&tag_id=${tag.id}${query}`))
      assert.deepEqual(await page(''), order)
      assert.deepEqual(await page('&limit=4&page=2'), order.slice(4))
      assert.deepEqual(await page('&limit=3&page=2'), order.slice(3, 6))
      assert.deepEqual(await page('&limit=1&page=6'), [below.id])
      assert.deepEqual(await page('&limit=1&page=7'), [])
    }
  })

  test('ending soon: deadlines soonest first, then vote limits by the votes still needed, then the rest, ties by id', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const at = (hours: number) => DateTime.utc().startOf('second').plus({ hours })
    const poll = (timeLimit: DateTime | null, voteLimit: number | null, totalVotes = 0) =>
      createPoll(author, { timeLimit, voteLimit, totalVotes, voteCountA: totalVotes })
    const created = [
      await poll(null, null),
      await poll(at(5), null),
      await poll(null, 20, 15),
      await poll(at(2), 50, 10),
      await poll(at(2), null),
      await poll(at(2), 30, 10),
      await poll(null, 11, 6),
      await poll(null, null),
      await poll(at(2), 30, 10),
    ]
    // The order as it was written with CASE expressions.
    const rank = (post: (typeof created)[number]) => [
      post.timeLimit === null ? 1 : 0,
      post.timeLimit?.toMillis() ?? 0,
      post.voteLimit === null ? 1 : 0,
      post.voteLimit === null ? 0 : post.voteLimit - post.totalVotes,
      post.id,
    ]
    const expected = [...created]
      .sort((a, b) => {
        const [left, right] = [rank(a), rank(b)]
        const index = left.findIndex((value, position) => value !== right[position])
        return index < 0 ? 0 : left[index]! - right[index]!
      })
      .map((post) => post.id)
    const agent = await CookieAgent.open(client)

    assert.deepEqual(ids(await agent.send('get', '/api/posts?sort=endingSoon')), expected)
    assert.deepEqual(ids(await agent.send('get', '/api/posts?sort=endingSoon&limit=4&page=2')), expected.slice(4, 8))
  })
})

test.group('GET /api/posts: total', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test(`exact up to ${EXACT_TOTAL_LIMIT} matches; above, a full count remembered for a while`, async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const agent = await CookieAgent.open(client)
    const total = async (query = '') => (await agent.send('get', `/api/posts?type=vote${query}`)).body().total

    await insertBulkPolls(author.id, EXACT_TOTAL_LIMIT)
    assert.equal(await total(), EXACT_TOTAL_LIMIT)
    await insertBulkPolls(author.id, 5, EXACT_TOTAL_LIMIT)
    assert.equal(await total(), EXACT_TOTAL_LIMIT + 5)
    await insertBulkPolls(author.id, 1, EXACT_TOTAL_LIMIT + 5)
    assert.equal(await total(), EXACT_TOTAL_LIMIT + 5, 'the remembered count answers')
    assert.equal(await total('&media=text'), EXACT_TOTAL_LIMIT + 6, 'other filters count on their own')
  })

  test('an aged total answers while it is recounted; a recount that finds few matches brings the exact count back', async ({
    client,
    assert,
    cleanup,
  }) => {
    const clock = FakeTimers.install({ toFake: ['Date'], now: Date.now() })
    cleanup(() => clock.uninstall())
    const author = await createUser()
    const agent = await CookieAgent.open(client)
    // Filters of their own (activeOnly off), remembered by no other test.
    const total = async () => {
      await forgetSharedFeedPages()
      return (await agent.send('get', '/api/posts?type=vote&activeOnly=false')).body().total as number
    }
    const totalBecomes = async (expected: number) => {
      for (let request = 0; request < 100 && (await total()) !== expected; request++);
      return total()
    }
    const deleteKeysBelow = (key: number) => db.from('posts').where('random_key', '<', key).delete()

    await insertBulkPolls(author.id, EXACT_TOTAL_LIMIT + 5)
    assert.equal(await total(), EXACT_TOTAL_LIMIT + 5)
    await insertBulkPolls(author.id, 1, EXACT_TOTAL_LIMIT + 5)
    clock.tick(TOTAL_MAX_AGE_MS)
    assert.equal(await total(), EXACT_TOTAL_LIMIT + 5, 'the aged figure answers at once')
    assert.equal(await totalBecomes(EXACT_TOTAL_LIMIT + 6), EXACT_TOTAL_LIMIT + 6, 'the recount lands')

    await deleteKeysBelow(10)
    clock.tick(TOTAL_MAX_AGE_MS)
    assert.equal(await totalBecomes(EXACT_TOTAL_LIMIT - 4), EXACT_TOTAL_LIMIT - 4, 'the recount finds few')
    await deleteKeysBelow(11)
    assert.equal(await total(), EXACT_TOTAL_LIMIT - 5, 'counted exactly on every request again')
  })
})
