import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Post from '#models/post'
import { createUser } from '#tests/helpers/users'
import { whereMatchesSearch, type SearchPlan } from '#queries/posts/post_search'

/** The search word index follows inserts, updates and deletes of posts, on both databases. */
async function searchTitles(term: string): Promise<string[]> {
  const rows = await db
    .from('posts')
    .whereIn('id', db.from('post_search_words').where('word', term).select('post_id'))
    .select('title')
  return rows.map((row) => row.title)
}

test.group('Posts search words', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('finds posts by words of the title or description, in sync with changes', async ({ assert, cleanup }) => {
    const author = await createUser()
    cleanup(() => author.delete())
    const base = { userId: author.id, optionA: 'Yes', optionB: 'No', status: 'active' as const }
    const kindergarten = await Post.create({
      ...base,
      title: 'Kindergarten or nanny?',
      description: 'Our daughter turns one.',
    })
    await Post.create({ ...base, title: 'Beach holiday', description: 'Mountains would be nice as well.' })

    assert.deepEqual(await searchTitles('kindergarten'), ['Kindergarten or nanny?'])
    assert.deepEqual(await searchTitles('mountains'), ['Beach holiday'])

    await kindergarten.merge({ title: 'Daycare decision' }).save()
    assert.deepEqual(await searchTitles('kindergarten'), [])
    assert.deepEqual(await searchTitles('daycare'), ['Daycare decision'])

    await kindergarten.delete()
    assert.deepEqual(await searchTitles('daycare'), [])
  })

  test('each word carries its post’s random key; an edit of the description alone rewrites them', async ({
    assert,
  }) => {
    const author = await createUser()
    const post = await Post.create({
      userId: author.id,
      optionA: 'Yes',
      optionB: 'No',
      status: 'active',
      title: 'Stroller or sling?',
      description: 'For walks in the city.',
    })
    const keys = await db.from('post_search_words').where('post_id', post.id).select('word', 'random_key')
    assert.sameMembers(
      keys.map((row) => row.word),
      ['stroller', 'sling', 'for', 'walks', 'the', 'city'],
    )
    assert.isTrue(keys.every((row) => Number(row.random_key) === post.randomKey))

    await post.merge({ description: 'For the forest.' }).save()
    assert.deepEqual(await searchTitles('forest'), ['Stroller or sling?'])
    assert.deepEqual(await searchTitles('city'), [])
  })

  test('a rare word’s plan and a common word’s plan find the same posts, every word as a prefix', async ({
    assert,
  }) => {
    const author = await createUser()
    const base = { userId: author.id, optionA: 'Yes', optionB: 'No', status: 'active' as const }
    const both = await Post.create({ ...base, title: 'Kreşe or Tagesmutter?', description: 'Mornings.' })
    await Post.create({ ...base, title: 'Krebs diet', description: 'Mornings.' })
    await Post.create({ ...base, title: 'Tagesmutter only', description: 'Evenings.' })
    const found = async (plan: SearchPlan) =>
      (await whereMatchesSearch(Post.query().where('user_id', author.id), plan).select('id')).map((row) => row.id)

    for (const rareWord of [undefined, 'kre', 'tages']) {
      assert.deepEqual(await found({ words: ['kre', 'tages'], rareWord }), [both.id], `rare word ${rareWord}`)
    }
    assert.deepEqual(await found({ words: [] }), [])
  })
})
