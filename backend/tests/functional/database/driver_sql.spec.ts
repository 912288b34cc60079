import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { readRows, runOnConnection, withConnection } from '#services/driver_sql'
import { changedRowsOf, isUniqueViolation } from '#services/sql_results'

const INSERT_CATEGORY =
  'INSERT INTO categories (name, slug, created_at, updated_at) VALUES (?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)'

const SLUGS_LIKE = 'SELECT name, slug FROM categories WHERE slug LIKE ? ORDER BY slug'

// Outside the global test transaction: statements on a connection of the pool, as in production.
test.group('Driver SQL on a pooled connection', (group) => {
  group.each.teardown(async () => {
    await db.from('categories').where('slug', 'like', 'driver-sql-%').delete()
  })

  test('readRows answers the rows of a SELECT with its bindings', async ({ assert }) => {
    await db.table('categories').multiInsert([
      { name: 'B', slug: 'driver-sql-b', created_at: new Date(), updated_at: new Date() },
      { name: 'A', slug: 'driver-sql-a', created_at: new Date(), updated_at: new Date() },
    ])

    const rows = await readRows<{ name: string; slug: string }>(SLUGS_LIKE, ['driver-sql-%'])

    assert.deepEqual(rows, [
      { name: 'A', slug: 'driver-sql-a' },
      { name: 'B', slug: 'driver-sql-b' },
    ])
    assert.deepEqual(await readRows(SLUGS_LIKE, ['no-such-slug-%']), [])
  })

  test('a write answers what knex.raw answers: the changed rows; a duplicate is a unique violation', async ({
    assert,
  }) => {
    const changed = await withConnection(
      async (connection) => {
        await runOnConnection(connection, INSERT_CATEGORY, ['One', 'driver-sql-1'])
        return runOnConnection(connection, 'UPDATE categories SET name = ? WHERE slug LIKE ?', [
          'Renamed',
          'driver-sql-%',
        ])
      },
      { write: true },
    )
    assert.equal(changedRowsOf(changed), 1)

    const duplicate = withConnection(
      (connection) => runOnConnection(connection, INSERT_CATEGORY, ['Two', 'driver-sql-1']),
      {
        write: true,
      },
    )
    const error = await duplicate.then(
      () => null,
      (failure: unknown) => failure,
    )
    assert.isTrue(isUniqueViolation(error))
    assert.deepEqual(await readRows(SLUGS_LIKE, ['driver-sql-%']), [{ name: 'Renamed', slug: 'driver-sql-1' }])
  })

  test('a failed statement gives its connection back to the pool', async ({ assert }) => {
    for (let attempt = 0; attempt < 12; attempt++) {
      await assert.rejects(() => readRows('SELECT no_such_column FROM categories'))
    }
    assert.lengthOf(await readRows('SELECT id FROM categories WHERE slug = ?', ['no-such-slug']), 0)
  })
})

test.group('Driver SQL inside a transaction', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test("reads on the transaction's own connection and sees its uncommitted rows", async ({ assert }) => {
    await db.table('categories').insert({
      name: 'Uncommitted',
      slug: 'driver-sql-uncommitted',
      created_at: new Date(),
      updated_at: new Date(),
    })

    assert.deepEqual(await readRows(SLUGS_LIKE, ['driver-sql-%']), [
      { name: 'Uncommitted', slug: 'driver-sql-uncommitted' },
    ])
  })
})
