import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import Post from '#models/post'
import Report from '#models/report'
import Vote from '#models/vote'
import { postStats } from '#queries/moderation/post_stats'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

test.group('Posts of the admin console', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('GET /api/admin/posts lists every status, filtered, sorted and paged', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const author = await createUser({ username: 'writer' })
    await createPoll(author, { title: 'Active garden question', totalVotes: 5, likeCount: 1 })
    await createPoll(author, { title: 'Closed kitchen question', status: 'passive', totalVotes: 11 })
    await createPoll(author, { title: 'Hidden school question', status: 'inactive', imageA: 'a.webp' })
    await createPoll(author, { title: 'Removed garden question', status: 'deleted', likeCount: 7 })

    const all = await agent.send('get', '/api/admin/posts?sortBy=vote_count&sortOrder=desc')
    all.assertStatus(200)
    assert.deepEqual(
      all.body().posts.map((post: Post) => post.title),
      ['Closed kitchen question', 'Active garden question', 'Removed garden question', 'Hidden school question'],
    )
    assert.deepEqual(all.body().pagination, { currentPage: 1, totalPages: 1, total: 4 })
    assert.containsSubset(all.body().posts[0], {
      status: 'passive',
      author: 'writer',
      vote_count: 11,
      like_count: 0,
      post_type: 'text_only',
      description: 'Which one in the morning?',
    })

    const titles = async (query: string) =>
      (await agent.send('get', `/api/admin/posts?${query}`)).body().posts.map((post: Post) => post.title)
    assert.deepEqual(await titles('status=inactive&sortBy=title&sortOrder=asc'), [
      'Closed kitchen question',
      'Hidden school question',
    ])
    assert.deepEqual(await titles('status=deleted'), ['Removed garden question'])
    const paged = await agent.send('get', '/api/admin/posts?limit=3&page=2&sortBy=title&sortOrder=asc')
    assert.deepEqual(paged.body().pagination, { currentPage: 2, totalPages: 2, total: 4 })
    assert.deepEqual(
      paged.body().posts.map((post: Post & { post_type: string }) => [post.title, post.post_type]),
      [['Removed garden question', 'text_only']],
    )
    ;(await agent.send('get', '/api/admin/posts?status=gone')).assertStatus(422)
  })

  test('a post whose author account is deleted shows no author', async ({ client, assert }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const author = await createUser()
    await createPoll(author)
    author.deletedAt = DateTime.utc()
    await author.save()

    const response = await agent.send('get', '/api/admin/posts')

    assert.isNull(response.body().posts[0].author)
  })

  test('stats count posts that are not deleted, this month in Europe/Berlin, and the most voted five', async ({
    assert,
  }) => {
    const author = await createUser()
    const now = DateTime.fromISO('2026-03-18T12:00:00', { zone: 'utc' })
    const thisMonth = DateTime.fromISO('2026-02-28T23:30:00', { zone: 'utc' })
    const lastMonth = DateTime.fromISO('2026-02-28T22:30:00', { zone: 'utc' })
    await createPoll(author, { title: 'A', totalVotes: 3, createdAt: thisMonth })
    await createPoll(author, { title: 'B', totalVotes: 9, status: 'passive', imageB: 'b.webp', createdAt: lastMonth })
    await createPoll(author, { title: 'C', totalVotes: 50, status: 'deleted', createdAt: thisMonth })
    for (const title of ['D', 'E', 'F', 'G']) await createPoll(author, { title, totalVotes: 1, createdAt: lastMonth })

    const stats = await postStats(now)

    assert.containsSubset(stats, { total: 6, active: 5, monthly: 1, withImages: 1, textOnly: 5 })
    assert.deepEqual(
      stats.popularPosts.map((post) => [post.title, post.vote_count]),
      [
        ['B', 9],
        ['A', 3],
        ['D', 1],
        ['E', 1],
        ['F', 1],
      ],
    )
  })

  test('status changes follow admin-spec §4; any other change → 409 INVALID_STATUS_CHANGE', async ({
    client,
    assert,
  }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const poll = await createPoll(await createUser())
    const setStatus = (status: string) =>
      agent.send('put', `/api/admin/posts/${poll.id}/status`, { status, reason: 'off_topic' })
    const statusNow = async () => (await Post.findOrFail(poll.id)).status

    ;(await setStatus('passive')).assertStatus(200)
    assert.equal(await statusNow(), 'passive')
    const again = await setStatus('passive')
    again.assertStatus(409)
    again.assertBodyContains({ code: 'INVALID_STATUS_CHANGE' })
    ;(await setStatus('active')).assertStatus(200)
    assert.equal(await statusNow(), 'active')
    ;(await setStatus('deleted')).assertStatus(200)
    assert.equal(await statusNow(), 'deleted')
    // A deleted post is not brought back from the console.
    ;(await setStatus('active')).assertStatus(409)
    ;(await setStatus('inactive')).assertStatus(422)
    ;(await agent.send('put', '/api/admin/posts/999999/status', { status: 'active' })).assertStatus(404)
  })

  test('a permanent delete removes the post, its votes and images; its reports stay without a post', async ({
    client,
    assert,
    cleanup,
  }) => {
    const disk = drive.fake()
    cleanup(() => drive.restore())
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const voter = await createUser()
    await disk.put('posts/a.webp', 'bytes')
    const poll = await createPoll(await createUser(), { imageA: 'a.webp' })
    await Vote.create({ postId: poll.id, userId: voter.id, choice: 'a' })
    const report = await Report.create({ postId: poll.id, userId: voter.id, reason: 'Spam', status: 'pending' })

    const response = await agent.send('delete', `/api/admin/posts/${poll.id}`)

    response.assertStatus(200)
    assert.isNull(await Post.find(poll.id))
    assert.isNull(await Vote.findBy('post_id', poll.id))
    assert.isNull((await Report.findOrFail(report.id)).postId)
    disk.assertMissing('posts/a.webp')
    ;(await agent.send('delete', `/api/admin/posts/${poll.id}`)).assertStatus(404)
  })

  test('a guest → 401, a member → 403 on every posts route, and nothing changes', async ({ client, assert }) => {
    const member = await createUser({ role: 'premiumuser' })
    const poll = await createPoll(member)
    const guest = await CookieAgent.open(client)
    const memberAgent = await agentFor(client, member)
    const routes: [string, string, unknown?][] = [
      ['get', '/api/admin/posts'],
      ['get', '/api/admin/posts/stats'],
      ['put', `/api/admin/posts/${poll.id}/status`, { status: 'passive', reason: 'spam' }],
      ['delete', `/api/admin/posts/${poll.id}`],
    ]

    for (const [method, url, body] of routes) {
      ;(await guest.send(method as 'get', url, body)).assertStatus(401)
      ;(await memberAgent.send(method as 'get', url, body)).assertStatus(403)
    }
    assert.equal((await Post.findOrFail(poll.id)).status, 'active')
  })
})

/* It starts and ends with no polls, so the results hold only its own. */
test.group('Posts of the admin console: search', (group) => {
  group.each.setup(() => resetPolls())
  group.each.teardown(() => resetPolls())

  test('search matches words of title and description in every status, with the status filter', async ({
    client,
    assert,
  }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const author = await createUser()
    await createPoll(author, { title: 'Active garden question', likeCount: 1 })
    await createPoll(author, { title: 'Removed garden question', status: 'deleted', likeCount: 7 })
    await createPoll(author, { title: 'Hidden school question', status: 'inactive', description: 'Garden party?' })
    await createPoll(author, { title: 'Coffee or tea?' })
    const titles = async (query: string) =>
      (await agent.send('get', `/api/admin/posts?${query}`)).body().posts.map((post: Post) => post.title)

    assert.deepEqual(await titles('search=garden&sortBy=like_count'), [
      'Removed garden question',
      'Active garden question',
      'Hidden school question',
    ])
    assert.deepEqual(await titles('search=GARD&status=inactive'), ['Hidden school question'])
    assert.deepEqual(await titles('search=nothing-like-this'), [])
  })
})
