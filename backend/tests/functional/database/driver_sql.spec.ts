import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { readRows, runOnConnection, withConnection, type DriverConnection } from '#services/sql/driver_sql'
import { changedRowsOf, isUniqueViolation } from '#services/sql/sql_results'

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

    const insertDuplicate = (connection: DriverConnection) =>
      runOnConnection(connection, INSERT_CATEGORY, ['Two', 'driver-sql-1'])
    const error = await withConnection(insertDuplicate, { write: true }).then(
      () => null,
      (failure: unknown) => failure,
    )
    assert.isTrue(isUniqueViolation(error))
    assert.deepEqual(await readRows(SLUGS_LIKE, ['driver-sql-%']), [{ name: 'Renamed', slug: 'driver-sql-1' }])
  })

  test('on MySQL a statement with bindings is prepared once per connection, then only executed', async ({ assert }) => {
    // A statement this connection has not prepared before.
    const sql = `SELECT id FROM categories WHERE slug = ? /* ${Date.now()}-${Math.random()} */`
    const statementCounts = async (connection: DriverConnection) => {
      const [rows] = (await runOnConnection(connection, "SHOW SESSION STATUS LIKE 'Com_stmt_%'")) as [
        { Variable_name: string; Value: string }[],
      ]
      const count = (name: string) => Number(rows.find((row) => row.Variable_name === name)?.Value)
      return { prepared: count('Com_stmt_prepare'), executed: count('Com_stmt_execute') }
    }

    const [before, after] = await withConnection(async (connection) => {
      const counted = await statementCounts(connection)
      await runOnConnection(connection, sql, ['no-such-slug'])
      await runOnConnection(connection, sql, ['no-such-slug-either'])
      return [counted, await statementCounts(connection)]
    })

    assert.equal(after.prepared - before.prepared, 1)
    assert.equal(after.executed - before.executed, 2)
  }).skip(db.primaryConnectionName !== 'mysql', 'prepared statements are a MySQL matter')

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
