import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import Post from '#models/post'
import { createUser } from '#tests/helpers/users'

/** The full-text index exists on both databases and follows inserts, updates and deletes. */
async function searchTitles(term: string): Promise<string[]> {
  if (db.primaryConnectionName === 'mysql') {
    const rows = await db
      .from('posts')
      .whereRaw('MATCH(title, description) AGAINST (? IN BOOLEAN MODE)', [`${term}*`])
      .select('title')
    return rows.map((row) => row.title)
  }
  const rows = await db.rawQuery(
    'SELECT posts.title FROM posts_fts JOIN posts ON posts.id = posts_fts.rowid WHERE posts_fts MATCH ?',
    [`"${term}"*`],
  )
  return rows.map((row: { title: string }) => row.title)
}

test.group('Posts full-text index', (group) => {
  // InnoDB indexes FULLTEXT rows only on commit: on MySQL the test commits and cleans up after
  // itself; on SQLite it runs in the usual rolled-back transaction.
  group.each.setup(() => (db.primaryConnectionName === 'mysql' ? undefined : testUtils.db().withGlobalTransaction()))

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
})
