import { test } from '@japa/runner'
import { linkTags } from '#services/posts/post_tag_links'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Tag from '#models/tag'
import type Post from '#models/post'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

const ids = (response: { body(): { posts: Array<{ id: number }> } }) =>
  response.body().posts.map((post: { id: number }) => post.id)

async function tagPost(post: Post, name: string, categoryId = 5) {
  const tag = (await Tag.findBy('name_normalized', name.toLowerCase())) ?? (await Tag.create({ name, categoryId }))
  await linkTags(post, [tag.id])
  return tag
}

test.group('GET /api/posts: filters', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('defaults: active polls only, 10 per page, total of all matches, the seed used', async ({ client, assert }) => {
    const author = await createUser()
    for (let index = 0; index < 12; index++) await createPoll(author)
    await createPoll(author, { status: 'passive' })
    await createPoll(author, { status: 'deleted' })
    await createPoll(author, { status: 'inactive' })
    await createPoll(author, { voteLimit: null, timeLimit: DateTime.utc().minus({ minutes: 5 }) })

    const response = await (await CookieAgent.open(client)).send('get', '/api/posts')

    response.assertStatus(200)
    assert.lengthOf(response.body().posts, 10)
    assert.equal(response.body().total, 12)
    assert.isNumber(response.body().seed)
  })

  test('activeOnly=false adds closed polls, never deleted or inactive ones', async ({ client, assert }) => {
    const author = await createUser()
    const active = await createPoll(author)
    const passive = await createPoll(author, { status: 'passive' })
    const expired = await createPoll(author, { voteLimit: null, timeLimit: DateTime.utc().minus({ minutes: 5 }) })
    await createPoll(author, { status: 'deleted' })

    const response = await (await CookieAgent.open(client)).send('get', '/api/posts?activeOnly=false&sort=oldest')

    assert.deepEqual(ids(response), [active.id, passive.id, expired.id])
    assert.equal(response.body().posts[2].status, 'passive')
  })

  test('type, media, tag and category filters', async ({ client, assert }) => {
    const author = await createUser()
    const timed = await createPoll(author, { voteLimit: null, timeLimit: DateTime.utc().plus({ hours: 3 }) })
    const withImage = await createPoll(author, { imageA: 'x.webp' })
    const plain = await createPoll(author)
    const familyTag = await tagPost(plain, 'Family', 1)
    await tagPost(timed, 'Work', 3)
    const agent = await CookieAgent.open(client)
    const get = async (query: string) => ids(await agent.send('get', `/api/posts?sort=oldest&${query}`))

    assert.deepEqual(await get('type=time'), [timed.id])
    assert.deepEqual(await get('type=vote'), [withImage.id, plain.id])
    assert.deepEqual(await get('media=images'), [withImage.id])
    assert.deepEqual(await get('media=text'), [timed.id, plain.id])
    assert.deepEqual(await get(`tag_id=${familyTag.id}`), [plain.id])
    assert.deepEqual(await get('category_id=3'), [timed.id])
  })

  test('votedOnly / unvotedOnly for a member; ignored for guests; both together → 422', async ({ client, assert }) => {
    const author = await createUser()
    const voter = await createUser()
    const voted = await createPoll(author)
    const unvoted = await createPoll(author)
    await db
      .table('votes')
      .insert({ post_id: voted.id, user_id: voter.id, choice: 'a', created_at: '2026-01-01 00:00:00' })
    const agent = await agentFor(client, voter)

    const votedOnly = await agent.send('get', '/api/posts?votedOnly=true')
    assert.deepEqual(ids(votedOnly), [voted.id])
    assert.equal(votedOnly.body().posts[0].user_choice, 'a')
    assert.deepEqual(ids(await agent.send('get', '/api/posts?unvotedOnly=true')), [unvoted.id])
    assert.lengthOf(ids(await (await CookieAgent.open(client)).send('get', '/api/posts?votedOnly=true')), 2)
    ;(await agent.send('get', '/api/posts?votedOnly=true&unvotedOnly=true')).assertStatus(422)
  })

  test('sorts: newest, oldest, most_voted, least_voted, endingSoon', async ({ client, assert }) => {
    const author = await createUser()
    const first = await createPoll(author, {
      totalVotes: 5,
      voteCountA: 5,
      voteLimit: 11,
      createdAt: DateTime.utc().minus({ hours: 3 }),
    })
    const second = await createPoll(author, {
      totalVotes: 1,
      voteCountA: 1,
      voteLimit: 101,
      createdAt: DateTime.utc().minus({ hours: 2 }),
    })
    const third = await createPoll(author, {
      voteLimit: null,
      timeLimit: DateTime.utc().plus({ hours: 1 }),
      createdAt: DateTime.utc().minus({ hours: 1 }),
    })
    const agent = await CookieAgent.open(client)
    const sorted = async (sort: string) => ids(await agent.send('get', `/api/posts?sort=${sort}`))

    assert.deepEqual(await sorted('newest'), [third.id, second.id, first.id])
    assert.deepEqual(await sorted('oldest'), [first.id, second.id, third.id])
    assert.deepEqual(await sorted('most_voted'), [first.id, second.id, third.id])
    assert.deepEqual(await sorted('least_voted'), [third.id, second.id, first.id])
    assert.deepEqual(await sorted('endingSoon'), [third.id, first.id, second.id])
  })

  test('bad query values → 422, never 500', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    for (const query of [
      'page=0',
      'limit=500',
      'sort=sideways',
      'type=other',
      'tag_id=abc',
      'seed=-1',
      'activeOnly=maybe',
    ]) {
      const response = await agent.send('get', `/api/posts?${query}`)
      response.assertStatus(422)
      response.assertBodyContains({ code: 'VALIDATION_ERROR' })
    }
  })
})

test.group('GET /api/posts: random order and viewer state', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('stable random order: 5 pages with one seed, no repeats and no gaps', async ({ client, assert }) => {
    const author = await createUser()
    const created: number[] = []
    for (let index = 0; index < 47; index++) created.push((await createPoll(author)).id)
    const agent = await CookieAgent.open(client)

    const pages: number[][] = []
    for (let page = 1; page <= 5; page++) pages.push(ids(await agent.send('get', `/api/posts?page=${page}&seed=12345`)))
    const seen = pages.flat()

    assert.lengthOf(seen, 47)
    assert.sameMembers(seen, created)
    assert.notDeepEqual(seen, created, 'random order is not insertion order')
    const again = ids(await agent.send('get', '/api/posts?page=2&seed=12345'))
    assert.deepEqual(again, pages[1])
    const otherSeed = ids(await agent.send('get', '/api/posts?page=1&seed=999'))
    assert.notDeepEqual(otherSeed, pages[0])
  })

  test("each card carries author, tags and the viewer's vote/like/save/report in a fixed number of queries", async ({
    client,
    assert,
  }) => {
    const author = await createUser({ role: 'premiumuser' })
    const viewer = await createUser()
    const posts: Post[] = []
    for (let index = 0; index < 10; index++) {
      const post = await createPoll(author)
      await tagPost(post, `tag${index % 3}`)
      posts.push(post)
    }
    const now = '2026-01-01 00:00:00'
    await db.table('votes').insert({ post_id: posts[0]!.id, user_id: viewer.id, choice: 'b', created_at: now })
    await db.table('likes').insert({ post_id: posts[1]!.id, user_id: viewer.id, created_at: now })
    await db.table('saves').insert({ post_id: posts[2]!.id, user_id: viewer.id, created_at: now })
    await db.table('reports').insert({
      post_id: posts[3]!.id,
      user_id: viewer.id,
      reason: 'spam',
      status: 'pending',
      created_at: now,
      updated_at: now,
    })
    const agent = await agentFor(client, viewer)

    const knex = db.manager.get(db.primaryConnectionName)!.connection!.client!
    let queries = 0
    const count = () => (queries += 1)
    knex.on('query', count)
    const response = await agent.send('get', '/api/posts?sort=oldest')
    knex.off('query', count)

    const cards = response.body().posts
    assert.containsSubset(cards[0], {
      user_choice: 'b',
      liked: false,
      username: author.username,
      is_featured: true,
      tags: [{ name: 'tag0' }],
    })
    assert.containsSubset(cards[1], { user_choice: null, liked: true, saved: false })
    assert.containsSubset(cards[2], { saved: true, reported: false })
    assert.containsSubset(cards[3], { reported: true })
    // Session + user, sweep (at most once per 30 s), count, page ids with the viewer's state, posts,
    // authors and tags (unless remembered).
    assert.isAtLeast(queries, 4)
    assert.isAtMost(queries, 9, `${queries} queries for one page`)

    // The random order selects the same state with its page.
    const randomCards = (await agent.send('get', '/api/posts')).body().posts as Array<{ id: number }>
    const cardOf = (post: Post) => randomCards.find((card) => card.id === post.id)
    assert.containsSubset(cardOf(posts[0]!), { user_choice: 'b', liked: false, saved: false, reported: false })
    assert.containsSubset(cardOf(posts[1]!), { user_choice: null, liked: true })
    assert.containsSubset(cardOf(posts[2]!), { saved: true })
    assert.containsSubset(cardOf(posts[3]!), { reported: true })
  })
})

/* It starts and ends with no polls, so the results hold only its own. */
test.group('GET /api/posts: search', (group) => {
  group.each.setup(() => resetPolls())
  group.each.teardown(() => resetPolls())

  test('search: ≥ 3 characters over title and description, every word as a prefix', async ({ client, assert }) => {
    const author = await createUser()
    const kita = await createPoll(author, {
      title: 'Kita oder Tagesmutter?',
      description: 'Unsere Tochter wird ein Jahr alt',
    })
    const coffee = await createPoll(author, { title: 'Coffee or tea?', description: 'Morning ritual with the Tochter' })
    const agent = await CookieAgent.open(client)
    const search = async (text: string) =>
      ids(await agent.send('get', `/api/posts?sort=oldest&search=${encodeURIComponent(text)}`))

    assert.deepEqual(await search('tagesmut'), [kita.id])
    assert.deepEqual(await search('TOCHTER'), [kita.id, coffee.id])
    assert.deepEqual(await search('coffee morning'), [coffee.id])
    assert.deepEqual(await search('nothing-like-this'), [])
    // Shorter than 3 characters: no search.
    assert.deepEqual(await search(' ko '), [kita.id, coffee.id])
  })
})
