import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'

test.group('GET /api/health', () => {
  test('answers ok with the database in use', async ({ client, assert }) => {
    const response = await client.get('/api/health')

    response.assertStatus(200)
    const redis = env.get('REDIS_HOST') ? { redis: 'ok' } : {}
    response.assertBody({ status: 'ok', db: db.primaryConnectionName, database: 'ok', ...redis })
    assert.include(['sqlite', 'mysql'], response.body().db)
  })
})
