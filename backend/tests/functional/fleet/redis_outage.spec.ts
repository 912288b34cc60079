/*
 * A Redis outage that heals, on a real server process with a Redis of the test's own
 * (tests/helpers/redis_process.ts): while Redis is away the server stays up, /api/health says
 * degraded, the feed is read from the database and logins count in the process's memory (401,
 * never 500); once Redis is back health says ok again; the outage is two log lines, not one per
 * reconnection attempt.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { SourceServer } from '#bench/source_server'
import { guestSession } from '#tests/helpers/guest_session'
import { RedisProcess } from '#tests/helpers/redis_process'
import { sqliteServerEnv } from '#tests/helpers/sqlite_server_env'

interface Health {
  status: string
  redis?: string
}

async function health(server: SourceServer): Promise<Health> {
  return (await fetch(`${server.url}/api/health`)).json() as Promise<Health>
}

/** Resolves once /api/health says `status`. */
async function untilHealth(server: SourceServer, status: string): Promise<void> {
  while ((await health(server)).status !== status) await sleep(50)
}

/** A failed login of a guest: the cookies and XSRF token first, as the app sends them. */
async function failedLogin(server: SourceServer) {
  const { cookie, xsrf } = await guestSession(server.url)
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': xsrf },
    body: JSON.stringify({ usernameOrEmail: 'nobody@example.org', password: 'not the password' }),
  })
  return { status: response.status, code: ((await response.json()) as { code?: string }).code }
}

function count(text: string, pattern: RegExp): number {
  return text.match(new RegExp(pattern.source, 'g'))?.length ?? 0
}

test.group('A Redis outage', (group) => {
  let dataDir: string
  group.each.setup(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dilemma-redis-outage-'))
    return () => rmSync(dataDir, { recursive: true, force: true })
  })

  test('leaves the server up and truthful, logins and the feed working, and heals when Redis returns', async ({
    assert,
  }) => {
    const unavailable = RedisProcess.unavailableReason()
    if (unavailable) return console.log(`  skipped: ${unavailable}`)
    const redis = await RedisProcess.start()
    const server = await SourceServer.start({
      env: sqliteServerEnv(dataDir, {
        LOG_LEVEL: 'info',
        REDIS_HOST: '127.0.0.1',
        REDIS_PORT: String(redis.port),
        REDIS_KEY_PREFIX: `outage_test_${process.pid}`,
        LIMITER_STORE: '',
        LOCK_STORE: '',
      }),
    })
    try {
      assert.deepInclude(await health(server), { status: 'ok', redis: 'ok' })
      assert.deepEqual(await failedLogin(server), { status: 401, code: 'INVALID_CREDENTIALS' })

      await redis.stop()
      await untilHealth(server, 'degraded')
      const whileDown = await fetch(`${server.url}/api/health`)
      assert.equal(whileDown.status, 200)
      assert.deepInclude((await whileDown.json()) as Health, { redis: 'unreachable' })
      assert.equal((await fetch(`${server.url}/api/posts`)).status, 200)
      assert.deepEqual(await failedLogin(server), { status: 401, code: 'INVALID_CREDENTIALS' })

      await redis.start()
      await untilHealth(server, 'ok')
      assert.deepEqual(await failedLogin(server), { status: 401, code: 'INVALID_CREDENTIALS' })
      assert.equal((await fetch(`${server.url}/api/posts`)).status, 200)

      const log = server.output()
      assert.equal(count(log, /"msg":"redis is unavailable"/), 1, log)
      assert.equal(count(log, /"msg":"redis is available again"/), 1, log)
      assert.notInclude(log, 'Unhandled error event')
      assert.notInclude(log, 'Redis connection failure')
      assert.notInclude(log, '"level":60')
      assert.equal(await server.stop('SIGTERM'), 0)
    } finally {
      await server.stop('SIGKILL')
      await redis.stop()
    }
  }).timeout(120_000)
})
