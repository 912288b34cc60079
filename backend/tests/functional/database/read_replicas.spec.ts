import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import encryption from '@adonisjs/core/services/encryption'
import { CookieClient } from '@adonisjs/core/http'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type Post from '#models/post'
import { STALE_TOLERANT_ROUTES } from '#middleware/read_routing_middleware'
import { READ_PRIMARY_COOKIE, hasReadReplicas } from '#services/sql/read_replicas'
import { forgetSharedFeedPages } from '#queries/posts/shared_feed_pages'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import { createUser } from '#tests/helpers/users'
import { CookieAgent, setCookieLines } from '#tests/helpers/cookie_agent'
import { snapshotAsReplica } from '#tests/helpers/replica_snapshot'
import { pageFor, serveEchoingFrontEnd } from '#tests/helpers/echoing_front_end'

const REPLICA_TITLE = 'Coffee or tea, on the replica?'
const PRIMARY_TITLE = 'Coffee or tea, renamed on the primary?'

const newestFeed = '/api/posts?sort=newest&activeOnly=false'

interface Card {
  id: number
  title: string
  user_choice: string | null
  total_votes: number
  saved: boolean
}

const cardOf = (body: { posts: Card[] }, id: number) => body.posts.find((card) => card.id === id)

/** `agent` once her read-primary window has passed: the cookie signed with a time gone by. */
function afterTheWindow(agent: CookieAgent): CookieAgent {
  const later = agent.clone()
  later.setCookie(READ_PRIMARY_COOKIE, new CookieClient(encryption).sign(READ_PRIMARY_COOKIE, String(Date.now() - 1))!)
  return later
}

// Outside the global test transaction: the replica is a copy of what the primary committed.
test.group('Reads with a read replica that trails the primary', (group) => {
  let author: User
  let poll: Post

  group.setup(async () => {
    await resetPolls()
    author = await createUser()
    poll = await createPoll(author, { title: REPLICA_TITLE })
    const replica = await snapshotAsReplica()
    // What follows reaches the primary only.
    await db.from('posts').where('id', poll.id).update({ title: PRIMARY_TITLE })
    await db.from('users').where('id', author.id).update({ bio: 'Written on the primary' })
    await db.table('likes').insert({ post_id: poll.id, user_id: author.id, created_at: new Date() })
    return async () => {
      await replica.remove()
      await resetPolls()
    }
  })
  group.each.setup(() => forgetSharedFeedPages())

  test("a guest's feed, poll page, public profile and trending read the replica", async ({ client, assert }) => {
    assert.isTrue(hasReadReplicas())
    const feed = await client.get(newestFeed)
    feed.assertStatus(200)
    assert.equal(cardOf(feed.body(), poll.id)?.title, REPLICA_TITLE)

    const page = await client.get(`/api/posts/${poll.id}`)
    assert.equal(page.body().post.title, REPLICA_TITLE)

    const profile = await client.get(`/api/users/${author.id}/public-profile`)
    assert.isNull(profile.body().user.bio)

    const trending = await client.get('/api/trending')
    assert.deepEqual(trending.body().posts, [])
  })

  test('her session, her own account and lists read the primary; the feed beside them the replica', async ({
    client,
    assert,
  }) => {
    // Her session exists on the primary only: read from the replica, it would be refused.
    const member = await createUser()
    const agent = await agentFor(client, member)
    await db.table('saves').insert({ post_id: poll.id, user_id: member.id, created_at: new Date() })

    const feed = await agent.send('get', newestFeed)
    feed.assertStatus(200)
    assert.include(cardOf(feed.body(), poll.id), { title: REPLICA_TITLE, saved: false })

    const saved = await agent.send('get', `/api/posts/saved/${member.id}`)
    saved.assertStatus(200)
    assert.deepEqual(
      saved.body().posts.map((card: Card) => [card.id, card.title, card.saved]),
      [[poll.id, PRIMARY_TITLE, true]],
    )
    const me = await agent.send('get', '/api/users/me')
    me.assertStatus(200)
  })

  test('right after her vote she reads the primary: her vote and its count at once', async ({ client, assert }) => {
    const member = await createUser()
    const agent = await agentFor(client, member)

    const vote = await agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'a' })
    vote.assertStatus(200)
    assert.isTrue(setCookieLines(vote).some((line) => line.startsWith(`${READ_PRIMARY_COOKIE}=`)))

    const feed = await agent.send('get', newestFeed)
    assert.include(cardOf(feed.body(), poll.id), { title: PRIMARY_TITLE, user_choice: 'a', total_votes: 1 })
    const page = await agent.send('get', `/api/posts/${poll.id}`)
    assert.include(page.body().post, { title: PRIMARY_TITLE, user_choice: 'a' })

    // Once her window has passed, the stale-tolerant reads are the replica's again (it lacks the vote).
    await forgetSharedFeedPages()
    const later = await afterTheWindow(agent).send('get', newestFeed)
    assert.include(cardOf(later.body(), poll.id), { title: REPLICA_TITLE, user_choice: null, total_votes: 0 })
  })

  test("a guest's first screen is the replica's; hers right after her vote is the primary's", async ({
    client,
    assert,
  }) => {
    const stopServing = await serveEchoingFrontEnd()
    try {
      const guestPage = await pageFor(await CookieAgent.open(client), '/feed')
      assert.equal(guestPage?.answers.feed?.firstPage.posts.find((card) => card.id === poll.id)?.title, REPLICA_TITLE)

      const agent = await agentFor(client, await createUser())
      ;(await agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'b' })).assertStatus(200)
      const hers = await pageFor(agent, '/feed')
      assert.include(
        hers?.answers.feed?.firstPage.posts.find((card) => card.id === poll.id),
        { title: PRIMARY_TITLE, user_choice: 'b' },
      )
    } finally {
      await stopServing()
    }
  })

  test("a guest's write opens no read-primary window", async ({ assert }) => {
    const guest = await CookieAgent.open()
    const login = await guest.send('post', '/api/auth/login', { usernameOrEmail: 'nobody', password: 'wrong one' })
    assert.isFalse(setCookieLines(login).some((line) => line.startsWith(`${READ_PRIMARY_COOKIE}=`)))
  })
})

test.group('Reads without read replicas', (group) => {
  group.setup(() => resetPolls())

  test('every read is the primary and no write opens a window', async ({ client, assert }) => {
    assert.isFalse(hasReadReplicas())
    const member = await createUser()
    const poll = await createPoll(await createUser(), { title: PRIMARY_TITLE })
    const agent = await agentFor(client, member)
    const vote = await agent.send('post', `/api/posts/${poll.id}/vote`, { option: 'b' })
    vote.assertStatus(200)
    assert.isFalse(setCookieLines(vote).some((line) => line.startsWith(`${READ_PRIMARY_COOKIE}=`)))
    const feed = await client.get(newestFeed)
    assert.include(cardOf(feed.body(), poll.id), { title: PRIMARY_TITLE, total_votes: 1 })
  })

  test('the stale-tolerant routes are public GET routes of the router', ({ assert }) => {
    const routes = Object.values(router.toJSON()).flat()
    for (const name of STALE_TOLERANT_ROUTES) {
      const route = routes.find((candidate) => candidate.name === name)
      assert.exists(route, name)
      assert.include(route!.methods, 'GET', name)
      const signedIn = [...route!.middleware.all()].some((one) => (one as { name?: string }).name === 'auth')
      assert.isFalse(signedIn, `${name} is a member's own route`)
    }
  })
})
