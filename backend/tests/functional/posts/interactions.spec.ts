import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import testUtils from '@adonisjs/core/services/test_utils'
import Post from '#models/post'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

test.group('POST /api/posts/:id/like and /save', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('like toggles and answers the new count', async ({ client }) => {
    const post = await createPoll(await createUser())
    const agent = await agentFor(client, await createUser())

    const liked = await agent.send('post', `/api/posts/${post.id}/like`)
    const unliked = await agent.send('post', `/api/posts/${post.id}/like`)

    liked.assertBody({ success: true, liked: true, newLikeCount: 1 })
    unliked.assertBody({ success: true, liked: false, newLikeCount: 0 })
  })

  test('an explicit { liked } / { saved } is idempotent', async ({ client, assert }) => {
    const post = await createPoll(await createUser())
    const agent = await agentFor(client, await createUser())

    for (let index = 0; index < 2; index++) {
      ;(await agent.send('post', `/api/posts/${post.id}/like`, { liked: true })).assertBodyContains({
        liked: true,
        newLikeCount: 1,
      })
      ;(await agent.send('post', `/api/posts/${post.id}/save`, { saved: true })).assertBodyContains({ saved: true })
    }
    ;(await agent.send('post', `/api/posts/${post.id}/like`, { liked: false })).assertBodyContains({
      liked: false,
      newLikeCount: 0,
    })
    ;(await agent.send('post', `/api/posts/${post.id}/like`, { liked: false })).assertBodyContains({
      liked: false,
      newLikeCount: 0,
    })
    assert.lengthOf(await db.from('saves').where('post_id', post.id), 1)
  })

  test('save toggles', async ({ client, assert }) => {
    const post = await createPoll(await createUser())
    const agent = await agentFor(client, await createUser())

    ;(await agent.send('post', `/api/posts/${post.id}/save`)).assertBody({ success: true, saved: true })
    ;(await agent.send('post', `/api/posts/${post.id}/save`)).assertBody({ success: true, saved: false })
    assert.lengthOf(await db.from('saves').where('post_id', post.id), 0)
  })

  test('guest → 401; deleted post → 404; wrong body type → 422', async ({ client }) => {
    const post = await createPoll(await createUser())
    const deleted = await createPoll(await createUser(), { status: 'deleted' })
    const guest = await CookieAgent.open(client)
    const member = await agentFor(client, await createUser())

    for (const action of ['like', 'save']) {
      ;(await guest.send('post', `/api/posts/${post.id}/${action}`)).assertBodyContains({ code: 'TOKEN_MISSING' })
      ;(await member.send('post', `/api/posts/${deleted.id}/${action}`)).assertBodyContains({ code: 'POST_NOT_FOUND' })
    }
    ;(await member.send('post', `/api/posts/${post.id}/like`, { liked: 'very' })).assertStatus(422)
  })
})

test.group('Likes under double clicks', (group) => {
  group.each.setup(() => resetPolls())
  group.each.teardown(() => resetPolls())

  test('concurrent likes by one user leave one row and a count equal to the rows', async ({ client, assert }) => {
    const post = await createPoll(await createUser())
    const agent = await agentFor(client, await createUser())

    await Promise.all(
      Array.from({ length: 6 }, () => agent.send('post', `/api/posts/${post.id}/like`, { liked: true })),
    )

    const rows = await db.from('likes').where('post_id', post.id)
    assert.lengthOf(rows, 1)
    assert.equal((await Post.findOrFail(post.id)).likeCount, 1)
  })
})

test.group('POST /api/posts/:id/report', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('reports once; a second report → 409 ALREADY_REPORTED; the card says reported', async ({ client, assert }) => {
    const post = await createPoll(await createUser())
    const agent = await agentFor(client, await createUser())

    const first = await agent.send('post', `/api/posts/${post.id}/report`, { reason: '  Spam  ' })
    const second = await agent.send('post', `/api/posts/${post.id}/report`, { reason: 'Again' })

    first.assertStatus(201)
    second.assertStatus(409)
    second.assertBodyContains({ code: 'ALREADY_REPORTED' })
    const [report] = await db.from('reports').where('post_id', post.id)
    assert.equal(report.reason, 'Spam')
    assert.equal(report.status, 'pending')
    assert.isTrue((await agent.send('get', `/api/posts/${post.id}`)).body().post.reported)
  })

  test('reason required, at most 500 characters; guest → 401', async ({ client }) => {
    const post = await createPoll(await createUser())
    const agent = await agentFor(client, await createUser())

    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 5 }]) {
      const response = await agent.send('post', `/api/posts/${post.id}/report`, body)
      response.assertStatus(422)
      response.assertBodyContains({ code: 'VALIDATION_ERROR', errors: [{ field: 'reason' }] })
    }
    ;(
      await (await CookieAgent.open(client)).send('post', `/api/posts/${post.id}/report`, { reason: 'x' })
    ).assertStatus(401)
  })
})
