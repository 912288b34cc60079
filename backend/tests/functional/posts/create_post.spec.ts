import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import testUtils from '@adonisjs/core/services/test_utils'
import drive from '@adonisjs/drive/services/main'
import Post from '#models/post'
import Tag from '#models/tag'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import { uploadsMount } from '#services/http/web_dist'
import { createUser } from '#tests/helpers/users'
import { jpegWithExif } from '#tests/helpers/images'
import { Multipart } from '#tests/helpers/multipart'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'
import type { Role } from '#rules/roles'

const VALID_POLL = {
  title: 'Coffee or tea?',
  description: 'Which one do you drink in the morning?',
  option_a: 'Coffee',
  option_b: 'Tea',
  vote_limit: '11',
}

async function member(client: Parameters<typeof agentFor>[0], role: Role = 'user') {
  const user = await createUser({ role })
  return { user, agent: await agentFor(client, user) }
}

test.group('POST /api/posts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('creates a poll from a multipart form with tags, matched case-insensitively', async ({ client, assert }) => {
    const { user, agent } = await member(client)
    await Tag.create({ name: 'Family', categoryId: 1 })

    const response = await agent.send(
      'post',
      '/api/posts',
      new Multipart({ ...VALID_POLL, tags: '["family","Morning"]' }),
    )

    response.assertStatus(201)
    const { post } = response.body()
    assert.isTrue(response.body().success)
    assert.containsSubset(post, {
      user_id: user.id,
      username: user.username,
      title: 'Coffee or tea?',
      option_a: 'Coffee',
      option_c: null,
      vote_limit: 11,
      time_limit: null,
      status: 'active',
      total_votes: 0,
      vote_counts: { a: 0, b: 0, c: 0, d: 0 },
      is_owner: true,
      user_choice: null,
    })
    assert.sameMembers(
      post.tags.map((tag: { name: string; category_id: number }) => `${tag.name}:${tag.category_id}`),
      ['Family:1', `Morning:${UNCATEGORIZED_CATEGORY_ID}`],
    )
  })

  test('accepts JSON with a time limit in hours and a tags array', async ({ client, assert }) => {
    const { agent } = await member(client)
    const before = DateTime.utc()

    const response = await agent.send('post', '/api/posts', {
      ...VALID_POLL,
      vote_limit: undefined,
      time_limit: 24,
      tags: ['x'],
    })

    response.assertStatus(201)
    const deadline = DateTime.fromISO(response.body().post.time_limit)
    assert.closeTo(deadline.diff(before, 'hours').hours, 24, 0.1)
    assert.isNull(response.body().post.vote_limit)
  })

  test("a prouser adds options C and D with images; EXIF is stripped and names are the server's", async ({
    client,
    assert,
  }) => {
    const { agent } = await member(client, 'prouser')
    const photo = { contents: await jpegWithExif(), filename: 'my-home.jpg' }

    const response = await agent.send(
      'post',
      '/api/posts',
      new Multipart({ ...VALID_POLL, option_c: 'Water', option_d: 'Juice' }, { image_a: photo, image_c: photo }),
    )

    response.assertStatus(201)
    const { post } = response.body()
    assert.equal(post.option_d, 'Juice')
    assert.match(post.image_a, /^\/uploads\/posts\/[0-9a-f-]{36}\.webp$/)
    assert.match(post.image_c, /^\/uploads\/posts\/[0-9a-f-]{36}\.webp$/)
    assert.isNull(post.image_b)
    const stored = await sharp(
      join(uploadsMount.directory, 'posts', decodeURIComponent(post.image_a.split('/').pop())),
    ).metadata()
    assert.equal(stored.format, 'webp')
    assert.isUndefined(stored.exif)

    const served = await agent.send('get', post.image_a)
    served.assertStatus(200)
    assert.equal(served.header('x-content-type-options'), 'nosniff')
  })

  test('images are written through Drive, so a bucket disk takes them without code changes', async ({
    client,
    assert,
    cleanup,
  }) => {
    const disk = drive.fake()
    cleanup(() => drive.restore())
    const { agent } = await member(client, 'prouser')
    const photo = { contents: await jpegWithExif(), filename: 'a.jpg' }

    const response = await agent.send('post', '/api/posts', new Multipart(VALID_POLL, { image_b: photo }))

    response.assertStatus(201)
    const name = decodeURIComponent(response.body().post.image_b.split('/').pop())
    disk.assertExists(`posts/${name}`)
    assert.equal((await sharp(await disk.getBytes(`posts/${name}`)).metadata()).format, 'webp')
  })

  test('options C/D or images by a basic user → 403 PREMIUM_REQUIRED', async ({ client }) => {
    const { agent } = await member(client)
    const photo = { contents: await jpegWithExif(), filename: 'a.jpg' }

    for (const body of [
      new Multipart({ ...VALID_POLL, option_c: 'Water' }),
      new Multipart(VALID_POLL, { image_a: photo }),
    ]) {
      const response = await agent.send('post', '/api/posts', body)
      response.assertStatus(403)
      response.assertBodyContains({ code: 'PREMIUM_REQUIRED' })
    }
  })

  test('a text file named .png → 422 INVALID_IMAGE and nothing is stored', async ({ client, assert }) => {
    const { agent } = await member(client, 'premiumuser')
    const before = await readdir(join(uploadsMount.directory, 'posts')).catch(() => [])

    const response = await agent.send(
      'post',
      '/api/posts',
      new Multipart(VALID_POLL, {
        image_a: { contents: await jpegWithExif(), filename: 'a.jpg' },
        image_b: { contents: Buffer.from('just text, honest'), filename: 'b.png' },
      }),
    )

    response.assertStatus(422)
    response.assertBodyContains({ code: 'INVALID_IMAGE', errors: [{ field: 'image_b' }] })
    assert.sameMembers(await readdir(join(uploadsMount.directory, 'posts')).catch(() => []), before)
    assert.lengthOf(await Post.all(), 0)
  })

  test('a 6 MB image → 422 VALIDATION_ERROR on its field', async ({ client }) => {
    const { agent } = await member(client, 'prouser')
    const huge = Buffer.concat([await jpegWithExif(), Buffer.alloc(6 * 1024 * 1024)])

    const response = await agent.send(
      'post',
      '/api/posts',
      new Multipart(VALID_POLL, { image_a: { contents: huge, filename: 'big.jpg' } }),
    )

    response.assertStatus(422)
    response.assertBodyContains({ code: 'VALIDATION_ERROR', errors: [{ field: 'image_a' }] })
  })

  test('bad inputs → 422 with the field, never 500', async ({ client, assert }) => {
    const { agent } = await member(client)
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...VALID_POLL, vote_limit: 12 }, 'vote_limit'],
      [{ ...VALID_POLL, vote_limit: 9 }, 'vote_limit'],
      [{ ...VALID_POLL, vote_limit: 'eleven' }, 'vote_limit'],
      [{ ...VALID_POLL, time_limit: 24 }, 'time_limit'],
      [{ ...VALID_POLL, vote_limit: undefined }, 'vote_limit'],
      [{ ...VALID_POLL, vote_limit: undefined, time_limit: 169 }, 'time_limit'],
      [{ ...VALID_POLL, vote_limit: undefined, time_limit: 0 }, 'time_limit'],
      [{ ...VALID_POLL, tags: ['a', 'b', 'c', 'd'] }, 'tags'],
      [{ ...VALID_POLL, tags: 'not a list' }, 'tags'],
      [{ ...VALID_POLL, title: 'x'.repeat(101) }, 'title'],
      [{ ...VALID_POLL, description: 'x'.repeat(1001) }, 'description'],
      [{ ...VALID_POLL, option_b: '' }, 'option_b'],
      [{ ...VALID_POLL, option_a: { nested: true } }, 'option_a'],
      [{ ...VALID_POLL, title: 42 }, 'title'],
    ]
    for (const [body, field] of cases) {
      const response = await agent.send('post', '/api/posts', body)
      response.assertStatus(422)
      const fields = response.body().errors.map((error: { field: string }) => error.field)
      assert.include(fields, field, JSON.stringify(body))
    }
    assert.lengthOf(await Post.all(), 0)
  })

  test('a guest → 401', async ({ client }) => {
    const response = await (await CookieAgent.open(client)).send('post', '/api/posts', VALID_POLL)
    response.assertStatus(401)
  })
})

test.group('POST /api/posts: daily allowance', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('a basic user posts 2 a day; the 3rd → 429 POST_LIMIT_EXCEEDED with limit, used, resetsAt', async ({
    client,
    assert,
  }) => {
    const { agent } = await member(client)
    for (let index = 0; index < 2; index++) (await agent.send('post', '/api/posts', VALID_POLL)).assertStatus(201)

    const response = await agent.send('post', '/api/posts', VALID_POLL)

    response.assertStatus(429)
    response.assertBodyContains({ success: false, code: 'POST_LIMIT_EXCEEDED', limit: 2, used: 2 })
    const resetsAt = DateTime.fromISO(response.body().resetsAt).setZone('Europe/Berlin')
    assert.equal(resetsAt.toFormat('HH:mm'), '00:00')
    assert.isAbove(resetsAt.toMillis(), Date.now())
  })

  test('posts of the previous Berlin day do not count; deleted ones of today do', async ({ client }) => {
    const { user, agent } = await member(client)
    const startOfToday = DateTime.now().setZone('Europe/Berlin').startOf('day').toUTC()
    await createPoll(user, { createdAt: startOfToday.minus({ seconds: 1 }) })
    await createPoll(user, { createdAt: startOfToday.minus({ seconds: 1 }) })
    await createPoll(user, { createdAt: startOfToday, status: 'deleted' })

    ;(await agent.send('post', '/api/posts', VALID_POLL)).assertStatus(201)
    const third = await agent.send('post', '/api/posts', VALID_POLL)

    third.assertStatus(429)
    third.assertBodyContains({ used: 2 })
  })

  test('limits per role: prouser 5, premiumuser 10, admin unlimited', async ({ client }) => {
    for (const [role, limit] of [
      ['prouser', 5],
      ['premiumuser', 10],
    ] as const) {
      const { user, agent } = await member(client, role)
      for (let index = 0; index < limit; index++) await createPoll(user)
      const response = await agent.send('post', '/api/posts', VALID_POLL)
      response.assertStatus(429)
      response.assertBodyContains({ limit, used: limit })
    }
    const { user: admin, agent } = await member(client, 'admin')
    for (let index = 0; index < 12; index++) await createPoll(admin)
    ;(await agent.send('post', '/api/posts', VALID_POLL)).assertStatus(201)
  })

  test('GET /api/posts/allowance tells what is left', async ({ client }) => {
    const { user, agent } = await member(client)
    await createPoll(user)

    const response = await agent.send('get', '/api/posts/allowance')

    response.assertStatus(200)
    response.assertBodyContains({ limit: 2, used: 1 })
  })
})
