import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'

test.group('GET /api/health', () => {
  test('answers ok with the database in use', async ({ client, assert }) => {
    const response = await client.get('/api/health')

    response.assertStatus(200)
    response.assertBody({ status: 'ok', db: db.primaryConnectionName })
    assert.include(['sqlite', 'mysql'], response.body().db)
  })
})
