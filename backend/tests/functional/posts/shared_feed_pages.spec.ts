import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import type Post from '#models/post'
import { forgetSharedFeedPages, sharedFeedAnswer } from '#queries/posts/shared_feed_pages'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { metricValue } from '#tests/helpers/metrics'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

interface Card {
  id: number
  total_votes: number
  user_choice: string | null
  liked: boolean
  saved: boolean
  reported: boolean
  is_owner: boolean
}

const cardsOf = (response: { body(): { posts: Card[] } }) => response.body().posts

/** Counts the statements knex runs while `action` runs whose SQL matches `pattern`. */
async function statementsMatching(pattern: RegExp, action: () => Promise<unknown>): Promise<number> {
  const knex = db.manager.get(db.primaryConnectionName)!.connection!.client!
  let matching = 0
  const count = (query: { sql: string }) => {
    if (pattern.test(query.sql)) matching += 1
  }
  knex.on('query', count)
  try {
    await action()
  } finally {
    knex.off('query', count)
  }
  return matching
}

/** The newest feed's page query (its ids, in order), as sortedPage in post_cards.ts sends it. */
const NEWEST_PAGE_QUERY = /order by [`"]posts[`"]\.[`"]created_at[`"] desc/i

async function pageFills(client: CookieAgent): Promise<number> {
  return metricValue((await client.send('get', '/api/metrics')).text(), 'dilemma_feed_page_fills_total')
}

test.group('GET /api/posts: the shared feed pages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('a guest is served the cards the database gives, the same for every guest', async ({ client, assert }) => {
    const author = await createUser({ role: 'premiumuser' })
    for (let index = 0; index < 4; index++) await createPoll(author, { title: `Poll ${index}` })
    const first = await CookieAgent.open(client)
    const second = await CookieAgent.open(client)

    const filled = cardsOf(await first.send('get', '/api/posts?sort=oldest'))
    const served = cardsOf(await second.send('get', '/api/posts?sort=oldest'))
    await forgetSharedFeedPages()
    const read = cardsOf(await second.send('get', '/api/posts?sort=oldest'))

    assert.lengthOf(filled, 4)
    assert.deepEqual(served, filled)
    assert.deepEqual(read, filled)
    assert.containsSubset(filled[0], { title: 'Poll 0', username: author.username, is_featured: true, is_owner: false })
  })

  test('a member sees the shared cards with her own state, exactly as her own query gives them', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const member = await createUser()
    const polls: Post[] = []
    for (let index = 0; index < 6; index++) polls.push(await createPoll(author))
    polls.push(await createPoll(member))
    const agent = await agentFor(client, member)
    const guest = await CookieAgent.open(client)
    // The guest fills the page the member's answer is then made of.
    const guestCards = cardsOf(await guest.send('get', '/api/posts?sort=oldest'))

    ;(await agent.send('post', `/api/posts/${polls[0]!.id}/vote`, { option: 'b' })).assertStatus(200)
    ;(await agent.send('post', `/api/posts/${polls[1]!.id}/like`)).assertStatus(200)
    ;(await agent.send('post', `/api/posts/${polls[2]!.id}/save`)).assertStatus(200)
    await db.table('reports').insert({
      post_id: polls[3]!.id,
      user_id: member.id,
      reason: 'spam',
      status: 'pending',
      created_at: '2026-01-01 00:00:00',
      updated_at: '2026-01-01 00:00:00',
    })

    const cards = cardsOf(await agent.send('get', '/api/posts?sort=oldest'))
    // Her voted and unvoted polls are read for her alone, as every page was before the shared pages.
    const voted = cardsOf(await agent.send('get', '/api/posts?sort=oldest&votedOnly=true'))
    const unvoted = cardsOf(await agent.send('get', '/api/posts?sort=oldest&unvotedOnly=true'))

    assert.deepEqual(
      cards,
      [...voted, ...unvoted].sort((a, b) => a.id - b.id),
    )
    assert.containsSubset(cards[0], { user_choice: 'b', total_votes: 1 })
    assert.containsSubset(cards[1], { user_choice: null, liked: true, saved: false })
    assert.containsSubset(cards[2], { saved: true, reported: false })
    assert.containsSubset(cards[3], { reported: true })
    assert.containsSubset(cards[6], { is_owner: true })
    // Guests are served the page of a moment ago: only its counts trail, by seconds.
    assert.deepEqual(cardsOf(await guest.send('get', '/api/posts?sort=oldest')), guestCards)
    assert.equal(guestCards[0]!.total_votes, 0)
  })

  test('a poll removed since the page was cached is left out of a member page; a new poll clears the pages', async ({
    client,
    assert,
  }) => {
    const author = await createUser()
    const member = await createUser()
    const kept = await createPoll(author)
    const removed = await createPoll(author)
    const agent = await agentFor(client, member)
    const guest = await CookieAgent.open(client)
    assert.lengthOf(cardsOf(await guest.send('get', '/api/posts?sort=oldest')), 2)

    await db.from('posts').where('id', removed.id).update({ status: 'deleted' })

    assert.deepEqual(
      cardsOf(await agent.send('get', '/api/posts?sort=oldest')).map((card) => card.id),
      [kept.id],
    )
    const added = await createPoll(author)
    assert.deepEqual(
      cardsOf(await guest.send('get', '/api/posts?sort=oldest')).map((card) => card.id),
      [kept.id, added.id],
    )
  })

  test('a burst of guests runs the page query once', async ({ client, assert }) => {
    const author = await createUser()
    for (let index = 0; index < 12; index++) await createPoll(author)
    const guests = await Promise.all(Array.from({ length: 20 }, () => CookieAgent.open(client)))
    const fillsBefore = await pageFills(guests[0]!)

    let pages: Card[][] = []
    const queries = await statementsMatching(NEWEST_PAGE_QUERY, async () => {
      const responses = await Promise.all(guests.map((guest) => guest.send('get', '/api/posts?sort=newest')))
      pages = responses.map(cardsOf)
    })

    assert.equal(queries, 1)
    assert.equal((await pageFills(guests[0]!)) - fillsBefore, 1)
    assert.lengthOf(pages[0]!, 10)
    for (const page of pages) assert.deepEqual(page, pages[0])
  })

  test('guests opening the feed without a seed share the seed of the moment', async ({ client, assert }) => {
    const author = await createUser()
    for (let index = 0; index < 3; index++) await createPoll(author)
    const seeds = await Promise.all(
      Array.from(
        { length: 3 },
        async () => (await (await CookieAgent.open(client)).send('get', '/api/posts')).body().seed,
      ),
    )
    assert.isNumber(seeds[0])
    assert.deepEqual(seeds, [seeds[0], seeds[0], seeds[0]])
  })

  test("guests share one kept answer until the pages are forgotten, and members' pages are made of it", async ({
    client,
    assert,
  }) => {
    let loads = 0
    const load = async () => ({ posts: [], total: ++loads })
    const first = await sharedFeedAnswer('kept answer', 7, load)
    const second = await sharedFeedAnswer('kept answer', 7, load)
    const otherSeed = await sharedFeedAnswer('kept answer', 8, load)
    await forgetSharedFeedPages()
    const afterChange = await sharedFeedAnswer('kept answer', 7, load)

    assert.strictEqual(second, first)
    assert.isTrue(Object.isFrozen(first))
    assert.deepEqual(otherSeed, { posts: [], total: 1, seed: 8 })
    assert.deepEqual(afterChange, { posts: [], total: 2, seed: 7 })

    // Over HTTP: a guest's and a member's answers from one kept answer, each as before.
    const author = await createUser()
    const member = await createUser()
    const poll = await createPoll(author)
    const agent = await agentFor(client, member)
    ;(await agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })).assertStatus(200)
    const guest = await CookieAgent.open(client)
    const guestCards = cardsOf(await guest.send('get', '/api/posts?sort=oldest'))
    const memberCards = cardsOf(await agent.send('get', '/api/posts?sort=oldest'))
    assert.deepEqual(cardsOf(await guest.send('get', '/api/posts?sort=oldest')), guestCards)
    assert.containsSubset(guestCards[0], { id: poll.id, user_choice: null })
    assert.containsSubset(memberCards[0], { id: poll.id, user_choice: 'a', total_votes: 1 })
  })
})
