import { test } from '@japa/runner'
import { linkTags } from '#services/posts/post_tag_links'
import testUtils from '@adonisjs/core/services/test_utils'
import Tag from '#models/tag'
import type Post from '#models/post'
import { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

interface Category {
  slug: string
  post_count: number
}

async function tagged(post: Post, ...tags: Tag[]) {
  await linkTags(
    post,
    tags.map((tag) => tag.id),
  )
  return post
}

test.group('Tags', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('GET /tags/search: ≥ 2 characters, case-insensitive, prefix matches first, with counts', async ({
    client,
    assert,
  }) => {
    const kids = await Tag.create({ name: 'Kids', categoryId: 7 })
    await Tag.create({ name: 'Sidekick', categoryId: 6 })
    await Tag.create({ name: 'Money', categoryId: 9 })
    await tagged(await createPoll(await createUser()), kids)
    const agent = await CookieAgent.open(client)

    const response = await agent.send('get', '/api/tags/search?q=KI')

    assert.deepEqual(response.body().tags, [
      { id: kids.id, name: 'Kids', category_id: 7, category_name: 'Parenting', post_count: 1 },
      {
        id: (await Tag.findByOrFail('name', 'Sidekick')).id,
        name: 'Sidekick',
        category_id: 6,
        category_name: 'Lifestyle',
        post_count: 0,
      },
    ])
    ;(await agent.send('get', '/api/tags/search?q=k')).assertStatus(422)
    assert.deepEqual((await agent.send('get', '/api/tags/search?q=%25%25')).body().tags, [])
  })

  test('POST /tags creates in the chosen or uncategorized category; an existing name returns that tag', async ({
    client,
    assert,
  }) => {
    const agent = await agentFor(client, await createUser())

    const created = await agent.send('post', '/api/tags', { name: ' Budget ' })
    const again = await agent.send('post', '/api/tags', { name: 'BUDGET', category_id: 3 })
    const categorized = await agent.send('post', '/api/tags', { name: 'Career moves', category_id: 3 })

    created.assertStatus(201)
    assert.containsSubset(created.body().tag, { name: 'Budget', category_id: UNCATEGORIZED_CATEGORY_ID })
    again.assertStatus(200)
    assert.equal(again.body().tag.id, created.body().tag.id)
    assert.containsSubset(categorized.body().tag, { name: 'Career moves', category_id: 3, category_name: 'Career' })
  })

  test('POST /tags: guest 401, unknown category or empty name → 422', async ({ client }) => {
    ;(await (await CookieAgent.open(client)).send('post', '/api/tags', { name: 'x' })).assertStatus(401)
    const agent = await agentFor(client, await createUser())
    ;(await agent.send('post', '/api/tags', { name: 'x', category_id: 999 })).assertStatus(422)
    ;(await agent.send('post', '/api/tags', { name: '  ' })).assertStatus(422)
  })

  test('GET /tags/posts?ids=: tags per post id; bad ids → 422', async ({ client, assert }) => {
    const one = await Tag.create({ name: 'One', categoryId: 1 })
    const two = await Tag.create({ name: 'Two', categoryId: 2 })
    const first = await tagged(await createPoll(await createUser()), one, two)
    const second = await createPoll(await createUser())
    const agent = await CookieAgent.open(client)

    const response = await agent.send('get', `/api/tags/posts?ids=${first.id},${second.id}`)

    assert.deepEqual(response.body(), {
      [first.id]: [
        { id: one.id, name: 'One', category_id: 1 },
        { id: two.id, name: 'Two', category_id: 2 },
      ],
      [second.id]: [],
    })
    ;(await agent.send('get', '/api/tags/posts?ids=1,abc')).assertStatus(422)
  })

  test('GET /tags/popular and /tags/categories/popular count visible posts', async ({ client, assert }) => {
    const author = await createUser()
    const kids = await Tag.create({ name: 'Kids', categoryId: 7 })
    const money = await Tag.create({ name: 'Money', categoryId: 9 })
    const loose = await Tag.create({ name: 'Loose', categoryId: UNCATEGORIZED_CATEGORY_ID })
    await tagged(await createPoll(author), kids, loose)
    await tagged(await createPoll(author, { status: 'passive' }), kids)
    await tagged(await createPoll(author), money)
    await tagged(await createPoll(author, { status: 'deleted' }), money)
    const agent = await CookieAgent.open(client)

    const popular = (await agent.send('get', '/api/tags/popular?limit=2')).body().tags
    assert.deepEqual(
      popular.map((tag: { name: string; post_count: number }) => [tag.name, tag.post_count]),
      [
        ['Kids', 2],
        ['Money', 1],
      ],
    )

    const all = (await agent.send('get', '/api/tags/categories/popular?limit=5&status=all')).body().categories
    assert.deepEqual(
      all.slice(0, 2).map((category: Category) => [category.slug, category.post_count]),
      [
        ['parenting', 2],
        ['money', 1],
      ],
    )
    assert.notInclude(
      all.map((category: Category) => category.slug),
      'uncategorized',
    )
    const active = (await agent.send('get', '/api/tags/categories/popular?status=active')).body().categories
    assert.deepEqual(
      active.slice(0, 2).map((category: Category) => category.post_count),
      [1, 1],
    )
    ;(await agent.send('get', '/api/tags/categories/popular?status=closed')).assertStatus(422)
  })

  test('GET /tags/categories hides the uncategorized slug from members, not from admins', async ({
    client,
    assert,
  }) => {
    const slugs = async (agent: CookieAgent) =>
      (await agent.send('get', '/api/tags/categories'))
        .body()
        .categories.map((category: { slug: string }) => category.slug)

    assert.notInclude(await slugs(await CookieAgent.open(client)), 'uncategorized')
    assert.notInclude(await slugs(await agentFor(client, await createUser())), 'uncategorized')
    assert.include(await slugs(await agentFor(client, await createUser({ role: 'admin' }))), 'uncategorized')
  })
})

// Real concurrency: no global transaction, so the racing inserts commit on their own.
test.group('Tags: parallel creators', (group) => {
  group.each.setup(() => resetPolls())

  test('20 parallel creators of one new tag: one 201, nineteen 200 with the same tag', async ({
    client,
    assert,
    cleanup,
  }) => {
    const member = await createUser()
    cleanup(async () => {
      await resetPolls()
      await member.delete()
    })
    const agent = await agentFor(client, member)

    const responses = await Promise.all(
      Array.from({ length: 20 }, () => agent.send('post', '/api/tags', { name: 'All at once' })),
    )

    const statuses = responses.map((response) => response.status())
    assert.equal(statuses.filter((status) => status === 201).length, 1)
    assert.equal(statuses.filter((status) => status === 200).length, 19)
    assert.lengthOf(new Set(responses.map((response) => response.body().tag.id)), 1)
  })
})
