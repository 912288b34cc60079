import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { inTransaction } from '#services/sql/plain_transaction'

const INSERT_CATEGORY =
  'INSERT INTO categories (name, slug, created_at, updated_at) VALUES (?, ?, CURRENT_TIMESTAMP, CURRENT_TIMESTAMP)'

async function categorySlugs(prefix: string): Promise<string[]> {
  const rows = await db.from('categories').where('slug', 'like', `${prefix}%`).select('slug').orderBy('slug')
  return rows.map((row) => row.slug)
}

// Outside the global test transaction: these are the plain BEGIN … COMMIT of production.
test.group('inTransaction (plain BEGIN … COMMIT)', (group) => {
  group.each.teardown(async () => {
    await db.from('categories').where('slug', 'like', 'plain-trx-%').delete()
  })

  test('commits what the work wrote and answers its result', async ({ assert }) => {
    const result = await inTransaction(async (run) => {
      await run(INSERT_CATEGORY, ['One', 'plain-trx-1'])
      await run(INSERT_CATEGORY, ['Two', 'plain-trx-2'])
      return 'done'
    })

    assert.equal(result, 'done')
    assert.deepEqual(await categorySlugs('plain-trx-'), ['plain-trx-1', 'plain-trx-2'])
  })

  test('rolls back everything when the work throws, and rethrows', async ({ assert }) => {
    const failure = inTransaction(async (run) => {
      await run(INSERT_CATEGORY, ['One', 'plain-trx-1'])
      await run(INSERT_CATEGORY, ['Again', 'plain-trx-1'])
    })

    await assert.rejects(() => failure)
    assert.deepEqual(await categorySlugs('plain-trx-'), [])
  })

  test('leaves the pool usable after a rollback', async ({ assert }) => {
    await assert.rejects(() => inTransaction(() => Promise.reject(new Error('refused'))), 'refused')

    assert.deepEqual(await categorySlugs('plain-trx-'), [])
    await inTransaction((run) => run(INSERT_CATEGORY, ['After', 'plain-trx-after']))
    assert.deepEqual(await categorySlugs('plain-trx-'), ['plain-trx-after'])
  })
})
