import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import env from '#start/env'
import { forgetDrain, startDrain } from '#services/http/server_drain'
import { repositoryRoot } from '#services/system/backend_paths'
import { releaseVersion } from '#services/system/release'
import { forgetOutages, reportDown } from '#services/system/outages'

test.group('GET /api/health', (group) => {
  group.each.teardown(() => {
    forgetDrain()
    forgetOutages()
  })

  test("answers ok with the database in use and the release's version", async ({ client, assert }) => {
    const response = await client.get('/api/health')

    response.assertStatus(200)
    const redis = env.get('REDIS_HOST') ? { redis: 'ok' } : {}
    const version = releaseVersion
    response.assertBody({ status: 'ok', db: db.primaryConnectionName, version, database: 'ok', ...redis })
    assert.include(['sqlite', 'mysql'], response.body().db)
    assert.equal(version, JSON.parse(await readFile(join(repositoryRoot, 'package.json'), 'utf8')).version)
  })

  test('answers 503 draining from the moment the process starts to stop', async ({ client }) => {
    // The drain of a server of the test's own sets what /api/health reads, as SIGTERM does.
    const stopping = createServer()
    await new Promise<void>((resolve) => stopping.listen(0, '127.0.0.1', resolve))
    startDrain(stopping)

    const response = await client.get('/api/health')

    response.assertStatus(503)
    response.assertBody({ status: 'draining', db: db.primaryConnectionName, version: releaseVersion })
  })

  test('says degraded, still 200, while Redis is away', async ({ client }) => {
    if (!env.get('REDIS_HOST')) return console.log('  skipped: no REDIS_HOST (no Redis to lose)')
    reportDown('redis', new Error('connect ECONNREFUSED'), 'test')

    const response = await client.get('/api/health')

    response.assertStatus(200)
    response.assertBody({
      status: 'degraded',
      db: db.primaryConnectionName,
      version: releaseVersion,
      database: 'ok',
      redis: 'unreachable',
    })
  })
})
