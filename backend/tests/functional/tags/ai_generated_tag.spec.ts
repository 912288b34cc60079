import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Category, { UNCATEGORIZED_CATEGORY_ID } from '#models/category'
import Tag from '#models/tag'
import CategoriesSeeder from '#database/seeders/01_categories_seeder'
import { AI_GENERATED_CATEGORY, ensureAiGeneratedTag } from '#services/ai/ai_generated_tag'
import { createUser } from '#tests/helpers/users'
import { agentFor } from '#tests/helpers/polls'

/** The tag as an older database holds it: waiting in 'uncategorized', with no category of its own. */
async function tagInUncategorised() {
  await db.from('tags').where('name_normalized', 'ai generated').delete()
  await db.from('categories').where('slug', AI_GENERATED_CATEGORY.slug).delete()
  await new CategoriesSeeder(db.connection()).run()
  return Tag.create({ name: 'AI Generated', categoryId: UNCATEGORIZED_CATEGORY_ID })
}

test.group("The product's AI Generated tag", (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('migration 1700000000800 has run', async ({ assert }) => {
    const applied = await db.from('adonis_schema').where('name', 'like', '%1700000000800_ai_generated_tag_category')
    assert.lengthOf(applied, 1)
  })

  test('moves the tag from the uncategorised list into a category of its own, above the seeded ones', async ({
    client,
    assert,
  }) => {
    const waiting = await tagInUncategorised()

    const categoryId = await ensureAiGeneratedTag(db.connection())
    // Running it again changes nothing.
    assert.equal(await ensureAiGeneratedTag(db.connection()), categoryId)

    const tag = await Tag.findOrFail(waiting.id)
    const category = await Category.findOrFail(tag.categoryId)
    assert.deepEqual([category.id, category.name, category.slug], [categoryId, 'AI Generated', 'ai-generated'])
    // The seeder rewrites ids 1–10: the tag's category is above them.
    assert.isAbove(category.id, 10)
    const admin = await agentFor(client, await createUser({ role: 'admin' }))
    const uncategorised = await admin.send('get', `/api/tags/category/${UNCATEGORIZED_CATEGORY_ID}`)
    assert.notInclude(JSON.stringify(uncategorised.body()), 'AI Generated')
  })

  test('creates the tag in its category where none exists yet', async ({ assert }) => {
    await tagInUncategorised()
    await db.from('tags').where('name_normalized', 'ai generated').delete()

    const categoryId = await ensureAiGeneratedTag(db.connection())

    const tag = await Tag.findByOrFail('name_normalized', 'ai generated')
    assert.deepEqual([tag.name, tag.categoryId], ['AI Generated', categoryId])
  })
})
