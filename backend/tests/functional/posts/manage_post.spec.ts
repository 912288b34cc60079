import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import Post from '#models/post'

const EDIT = { title: 'A longer title is fine when editing '.padEnd(150, '.'), description: 'Updated' }

test.group('GET /api/posts/:id', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('a guest sees the post card without viewer state', async ({ client, assert }) => {
    const author = await createUser({ role: 'prouser' })
    const post = await createPoll(author, { optionC: 'Water' })

    const response = await (await CookieAgent.open(client)).send('get', `/api/posts/${post.id}`)

    response.assertStatus(200)
    assert.containsSubset(response.body().post, {
      id: post.id,
      username: author.username,
      author_role: 'prouser',
      is_featured: true,
      option_c: 'Water',
      liked: false,
      is_owner: false,
    })
  })

  test('a time-limited poll past its deadline reads as passive before any sweep', async ({ client, assert }) => {
    const post = await createPoll(await createUser(), {
      voteLimit: null,
      timeLimit: DateTime.utc().minus({ minutes: 1 }),
    })

    const response = await (await CookieAgent.open(client)).send('get', `/api/posts/${post.id}`)

    assert.equal(response.body().post.status, 'passive')
  })

  test('deleted → 404 POST_NOT_FOUND for members and the author, visible to admins', async ({ client }) => {
    const author = await createUser()
    const post = await createPoll(author, { status: 'deleted' })

    for (const agent of [await CookieAgent.open(client), await agentFor(client, author)]) {
      const response = await agent.send('get', `/api/posts/${post.id}`)
      response.assertStatus(404)
      response.assertBodyContains({ code: 'POST_NOT_FOUND' })
    }
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    ;(await admin.send('get', `/api/posts/${post.id}`)).assertStatus(200)
  })

  test('unknown or non-numeric id → 404', async ({ client }) => {
    const agent = await CookieAgent.open(client)
    ;(await agent.send('get', '/api/posts/424242')).assertBodyContains({ code: 'POST_NOT_FOUND' })
    ;(await agent.send('get', '/api/posts/abc')).assertStatus(404)
  })
})

test.group('PUT and DELETE /api/posts/:id', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('the owner edits title (≤ 200) and description', async ({ client, assert }) => {
    const author = await createUser()
    const post = await createPoll(author)

    const response = await (await agentFor(client, author)).send('put', `/api/posts/${post.id}`, EDIT)

    response.assertStatus(200)
    assert.equal(response.body().post.title, EDIT.title)
    await post.refresh()
    assert.equal(post.description, 'Updated')
  })

  test('search finds the poll by its edited words, no longer by the old ones', async ({ client, assert }) => {
    const author = await createUser()
    const post = await createPoll(author, { title: 'Stroller or sling?', description: 'For city walks' })
    const agent = await agentFor(client, author)
    const found = async (word: string) =>
      ((await agent.send('get', `/api/posts?search=${word}`)).body().posts as Array<{ id: number }>).map(
        (card) => card.id,
      )
    assert.deepEqual(await found('stroller'), [post.id])

    ;(
      await agent.send('put', `/api/posts/${post.id}`, { title: 'Carrier or pram?', description: 'Forest walks' })
    ).assertStatus(200)

    assert.deepEqual(await found('stroller'), [])
    assert.deepEqual(await found('pram'), [post.id])
    assert.deepEqual(await found('forest walk'), [post.id])
  })

  test('once the poll has votes → 409 POST_HAS_VOTES', async ({ client }) => {
    const author = await createUser()
    const post = await createPoll(author, { totalVotes: 1, voteCountA: 1 })

    const response = await (await agentFor(client, author)).send('put', `/api/posts/${post.id}`, EDIT)

    response.assertStatus(409)
    response.assertBodyContains({ code: 'POST_HAS_VOTES' })
  })

  test('bad edits → 422', async ({ client }) => {
    const author = await createUser()
    const post = await createPoll(author)
    const agent = await agentFor(client, author)

    for (const body of [
      { title: 'x'.repeat(201), description: 'd' },
      { title: 't', description: '' },
      { title: ['t'], description: 'd' },
    ]) {
      ;(await agent.send('put', `/api/posts/${post.id}`, body)).assertStatus(422)
    }
  })

  test('the owner deletes softly; the post is gone for members', async ({ client, assert }) => {
    const author = await createUser()
    const post = await createPoll(author)
    const agent = await agentFor(client, author)

    ;(await agent.send('delete', `/api/posts/${post.id}`)).assertStatus(200)

    await post.refresh()
    assert.equal(post.status, 'deleted')
    ;(await agent.send('get', `/api/posts/${post.id}`)).assertStatus(404)
    ;(await agent.send('delete', `/api/posts/${post.id}`)).assertStatus(404)
  })

  test('authorization: guest 401, other member 403, admin may delete but not edit', async ({ client, assert }) => {
    const post = await createPoll(await createUser())
    const guest = await CookieAgent.open(client)
    const other = await agentFor(client, await createUser())
    const admin = await agentFor(client, await createUser({ role: 'admin' }))

    ;(await guest.send('put', `/api/posts/${post.id}`, EDIT)).assertStatus(401)
    ;(await guest.send('delete', `/api/posts/${post.id}`)).assertStatus(401)
    const otherEdit = await other.send('put', `/api/posts/${post.id}`, EDIT)
    otherEdit.assertStatus(403)
    otherEdit.assertBodyContains({ code: 'FORBIDDEN' })
    ;(await other.send('delete', `/api/posts/${post.id}`)).assertStatus(403)
    ;(await admin.send('put', `/api/posts/${post.id}`, EDIT)).assertStatus(403)
    ;(await admin.send('delete', `/api/posts/${post.id}`)).assertStatus(200)
    assert.equal((await Post.findOrFail(post.id)).status, 'deleted')
  })
})
