import { test } from '@japa/runner'
import { linkTags } from '#services/posts/post_tag_links'
import testUtils from '@adonisjs/core/services/test_utils'
import Tag from '#models/tag'
import Category, { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import ModerationAuditEntry from '#models/moderation_audit_entry'
import { AI_GENERATED_CATEGORY } from '#services/ai/ai_generated_tag'
import { createUser } from '#tests/helpers/users'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { agentFor, createPoll, resetPolls } from '#tests/helpers/polls'

test.group('Sorting tags into categories', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => resetPolls())

  test('an admin lists the uncategorised tags and moves one; its posts show the new category at once', async ({
    client,
    assert,
  }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const loose = await Tag.create({ name: 'Sleep', categoryId: UNCATEGORIZED_CATEGORY_ID })
    await Tag.create({ name: 'Baby', categoryId: UNCATEGORIZED_CATEGORY_ID })
    await Tag.create({ name: 'Work', categoryId: 1 })
    const poll = await createPoll(await createUser())
    await linkTags(poll, [loose.id])
    // The feed's card cache now holds the tag in its old category.
    await agent.send('get', `/api/tags/posts?ids=${poll.id}`)

    const before = await agent.send('get', `/api/tags/category/${UNCATEGORIZED_CATEGORY_ID}`)
    before.assertStatus(200)
    assert.deepEqual(
      before.body().tags.map((tag: Tag) => tag.name),
      ['Baby', 'Sleep'],
    )

    const moved = await agent.send('put', `/api/tags/${loose.id}`, { category_id: 2 })
    moved.assertStatus(200)
    assert.deepEqual(moved.body().tag, { id: loose.id, name: 'Sleep', category_id: 2 })

    const after = await agent.send('get', `/api/tags/category/${UNCATEGORIZED_CATEGORY_ID}`)
    assert.deepEqual(
      after.body().tags.map((tag: Tag) => tag.name),
      ['Baby'],
    )
    const cards = await agent.send('get', `/api/tags/posts?ids=${poll.id}`)
    assert.equal(cards.body()[poll.id][0].category_id, 2)
  })

  test('unknown category → 404 CATEGORY_NOT_FOUND; unknown tag → 404 TAG_NOT_FOUND; no category → 422', async ({
    client,
  }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const tag = await Tag.create({ name: 'Sleep', categoryId: UNCATEGORIZED_CATEGORY_ID })

    const noCategory = await agent.send('get', '/api/tags/category/999')
    noCategory.assertStatus(404)
    noCategory.assertBodyContains({ code: 'CATEGORY_NOT_FOUND' })
    ;(await agent.send('put', `/api/tags/${tag.id}`, { category_id: 999 })).assertStatus(404)
    const noTag = await agent.send('put', '/api/tags/999999', { category_id: 1 })
    noTag.assertStatus(404)
    noTag.assertBodyContains({ code: 'TAG_NOT_FOUND' })
    ;(await agent.send('put', `/api/tags/${tag.id}`, {})).assertStatus(422)
  })

  test('a move to its own category or into "AI Generated" → 409, also as a dry run, and nothing is audited', async ({
    client,
    assert,
  }) => {
    const agent = await agentFor(client, await createUser({ role: 'admin' }))
    const tag = await Tag.create({ name: 'Sleep', categoryId: UNCATEGORIZED_CATEGORY_ID })
    const aiCategory = await Category.findByOrFail('slug', AI_GENERATED_CATEGORY.slug)

    for (const query of ['', '?dryRun=true']) {
      const same = await agent.send('put', `/api/tags/${tag.id}${query}`, { category_id: UNCATEGORIZED_CATEGORY_ID })
      same.assertStatus(409)
      same.assertBodyContains({ code: 'TAG_ALREADY_IN_CATEGORY' })
      const reserved = await agent.send('put', `/api/tags/${tag.id}${query}`, { category_id: aiCategory.id })
      reserved.assertStatus(409)
      reserved.assertBodyContains({ code: 'CATEGORY_RESERVED' })
    }
    assert.equal((await Tag.findOrFail(tag.id)).categoryId, UNCATEGORIZED_CATEGORY_ID)
    assert.lengthOf(await ModerationAuditEntry.query().where('action', 'tag.move'), 0)
  })

  test('a guest → 401, a member → 403', async ({ client, assert }) => {
    const tag = await Tag.create({ name: 'Sleep', categoryId: UNCATEGORIZED_CATEGORY_ID })
    const guest = await CookieAgent.open(client)
    const member = await agentFor(client, await createUser({ role: 'premiumuser' }))

    for (const agent of [guest, member]) {
      const listed = await agent.send('get', `/api/tags/category/${UNCATEGORIZED_CATEGORY_ID}`)
      const moved = await agent.send('put', `/api/tags/${tag.id}`, { category_id: 1 })
      assert.include([401, 403], listed.status())
      assert.equal(moved.status(), listed.status())
    }
    assert.equal((await Tag.findOrFail(tag.id)).categoryId, UNCATEGORIZED_CATEGORY_ID)
  })
})
