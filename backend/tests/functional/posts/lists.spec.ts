import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type Post from '#models/post'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, insertBulkPolls, resetPolls } from '#tests/helpers/polls'
import { EXACT_TOTAL_LIMIT } from '#queries/posts/feed_total'
import { toSqlDateTime } from '#services/sql/sql_datetime'

const ids = (posts: Array<{ id: number }>) => posts.map((post) => post.id)
const at = (minutesAgo: number) => toSqlDateTime(DateTime.utc().minus({ minutes: minutesAgo }))

async function mark(table: 'votes' | 'likes' | 'saves', post: Post, userId: number, minutesAgo: number, choice = 'a') {
  await db
    .table(table)
    .insert({ post_id: post.id, user_id: userId, created_at: at(minutesAgo), ...(table === 'votes' ? { choice } : {}) })
}

test.group('Per-user post lists', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test("GET /posts/user/:id: the user's visible posts, newest first, for anyone", async ({ client, assert }) => {
    const author = await createUser()
    const older = await createPoll(author, { createdAt: DateTime.utc().minus({ hours: 2 }) })
    const newer = await createPoll(author, { status: 'passive' })
    await createPoll(author, { status: 'deleted' })
    await createPoll(await createUser())

    const response = await (await CookieAgent.open(client)).send('get', `/api/posts/user/${author.id}`)

    response.assertStatus(200)
    assert.deepEqual(ids(response.body().posts), [newer.id, older.id])
    assert.equal(response.body().total, 2)
  })

  test('saved, voted (with user_choice), likes and votes lists belong to their owner', async ({ client, assert }) => {
    const owner = await createUser()
    const [first, second, third] = [
      await createPoll(await createUser()),
      await createPoll(await createUser()),
      await createPoll(await createUser()),
    ]
    await mark('saves', first!, owner.id, 10)
    await mark('saves', second!, owner.id, 5)
    await mark('likes', third!, owner.id, 5)
    await mark('votes', first!, owner.id, 10, 'b')
    await mark('votes', third!, owner.id, 1, 'a')
    const agent = await agentFor(client, owner)

    assert.deepEqual(ids((await agent.send('get', `/api/posts/saved/${owner.id}`)).body().posts), [
      second!.id,
      first!.id,
    ])
    const voted = (await agent.send('get', `/api/posts/voted/${owner.id}`)).body().posts
    assert.deepEqual(
      voted.map((post: { id: number; user_choice: string | null }) => [post.id, post.user_choice]),
      [
        [third!.id, 'a'],
        [first!.id, 'b'],
      ],
    )
    assert.deepEqual((await agent.send('get', `/api/posts/votes/user/${owner.id}`)).body().votes, [
      { post_id: third!.id, choice: 'a' },
      { post_id: first!.id, choice: 'b' },
    ])
    const likes = (await agent.send('get', `/api/users/${owner.id}/likes`)).body()
    assert.deepEqual(ids(likes.likedPosts), [third!.id])
    assert.isTrue(likes.likedPosts[0].liked)
    assert.deepEqual(ids((await agent.send('get', `/api/users/${owner.id}/saved`)).body().savedPosts), [
      second!.id,
      first!.id,
    ])
  })

  test('private lists: guest 401, another member 403 FORBIDDEN, admin allowed', async ({ client }) => {
    const owner = await createUser()
    const guest = await CookieAgent.open(client)
    const other = await agentFor(client, await createUser())
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const urls = [
      `/api/posts/saved/${owner.id}`,
      `/api/posts/voted/${owner.id}`,
      `/api/posts/votes/user/${owner.id}`,
      `/api/users/${owner.id}/likes`,
      `/api/users/${owner.id}/saved`,
    ]

    for (const url of urls) {
      ;(await guest.send('get', url)).assertStatus(401)
      const forbidden = await other.send('get', url)
      forbidden.assertStatus(403)
      forbidden.assertBodyContains({ code: 'FORBIDDEN' })
      ;(await admin.send('get', url)).assertStatus(200)
    }
  })

  test("GET /posts/public-voted/:id shows the posts, with the reader's own choice only", async ({ client, assert }) => {
    const owner = await createUser()
    const reader = await createUser()
    const post = await createPoll(await createUser())
    await mark('votes', post, owner.id, 3, 'b')

    const asGuest = (await (await CookieAgent.open(client)).send('get', `/api/posts/public-voted/${owner.id}`)).body()
      .posts
    assert.deepEqual(ids(asGuest), [post.id])
    assert.isNull(asGuest[0].user_choice)
    await mark('votes', post, reader.id, 1, 'a')
    const asReader = (await (await agentFor(client, reader)).send('get', `/api/posts/public-voted/${owner.id}`)).body()
      .posts
    assert.equal(asReader[0].user_choice, 'a')
  })

  test(`a list's total is exact up to ${EXACT_TOTAL_LIMIT} posts; above, a full count remembered for a while`, async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const agent = await CookieAgent.open(client)
    const total = async () => (await agent.send('get', `/api/posts/user/${author.id}`)).body().total

    await insertBulkPolls(author.id, EXACT_TOTAL_LIMIT)
    assert.equal(await total(), EXACT_TOTAL_LIMIT)
    await insertBulkPolls(author.id, 1, EXACT_TOTAL_LIMIT)
    assert.equal(await total(), EXACT_TOTAL_LIMIT + 1)
    await insertBulkPolls(author.id, 1, EXACT_TOTAL_LIMIT + 1)
    assert.equal(await total(), EXACT_TOTAL_LIMIT + 1, 'the remembered count answers')
  })

  test('an unknown user → 404 USER_NOT_FOUND', async ({ client }) => {
    const response = await (await CookieAgent.open(client)).send('get', '/api/posts/user/987654')
    response.assertStatus(404)
    response.assertBodyContains({ code: 'USER_NOT_FOUND' })
  })
})

test.group('GET /api/trending', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('most likes in the last 7 days, active polls first, limited', async ({ client, assert }) => {
    const author = await createUser()
    const likers = await Promise.all(Array.from({ length: 3 }, () => createUser()))
    const popularClosed = await createPoll(author, { status: 'passive', likeCount: 3 })
    const activeTwo = await createPoll(author, { likeCount: 2 })
    const activeOne = await createPoll(author, { likeCount: 1 })
    const oldLikes = await createPoll(author, { likeCount: 3 })
    for (const liker of likers) await mark('likes', popularClosed, liker.id, 60)
    for (const liker of likers.slice(0, 2)) await mark('likes', activeTwo, liker.id, 60)
    await mark('likes', activeOne, likers[0]!.id, 60)
    for (const liker of likers) await mark('likes', oldLikes, liker.id, 8 * 24 * 60)
    const agent = await CookieAgent.open(client)

    const response = await agent.send('get', '/api/trending')

    assert.deepEqual(response.body().posts, [
      { id: activeTwo.id, title: activeTwo.title, like_count: 2 },
      { id: activeOne.id, title: activeOne.title, like_count: 1 },
      { id: popularClosed.id, title: popularClosed.title, like_count: 3 },
    ])
    assert.lengthOf((await agent.send('get', '/api/trending?limit=1')).body().posts, 1)
    ;(await agent.send('get', '/api/trending?limit=0')).assertStatus(422)
  })
})
