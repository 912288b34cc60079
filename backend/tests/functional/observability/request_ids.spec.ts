import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import server from '@adonisjs/core/services/server'
import proxyAddr from 'proxy-addr'
import { withRequestIds } from '#services/http/request_ids'
import { SourceServer } from '#bench/source_server'
import { FleetTab } from '#tests/helpers/server_fleet'
import { sqliteServerEnv } from '#tests/helpers/sqlite_server_env'

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/

test.group('X-Request-Id', () => {
  test('every answer carries a fresh id; a client that is no trusted proxy cannot choose it', async ({
    client,
    assert,
  }) => {
    const first = await client.get('/api/health')
    const second = await client.get('/api/nothing-here').header('x-request-id', 'chosen-by-client')

    assert.match(first.header('x-request-id') ?? '', UUID)
    second.assertStatus(404)
    assert.match(second.header('x-request-id') ?? '', UUID)
    assert.notEqual(second.header('x-request-id'), first.header('x-request-id'))
  })

  test('a trusted proxy hands its id on; a malformed one is replaced', async ({ assert }) => {
    // The app's own handler behind the listener bin/server.ts uses, trusting loopback as a proxy.
    const behindProxy: Server = createServer(withRequestIds(server.handle.bind(server), proxyAddr.compile('loopback')))
    await new Promise<void>((resolve) => behindProxy.listen(0, '127.0.0.1', resolve))
    const { port } = behindProxy.address() as { port: number }
    const idOf = async (id: string) =>
      (await fetch(`http://127.0.0.1:${port}/api/health`, { headers: { 'x-request-id': id } })).headers.get(
        'x-request-id',
      )
    try {
      assert.equal(await idOf('nginx-7f3a9c'), 'nginx-7f3a9c')
      assert.match((await idOf('two words')) ?? '', UUID)
      assert.match((await idOf('x'.repeat(129))) ?? '', UUID)
    } finally {
      await new Promise((resolve) => behindProxy.close(resolve))
    }
  })

  test("every log line of a request has its id, the services' lines too", async ({ assert }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dilemma-request-ids-'))
    const sourceServer = await SourceServer.start({
      env: sqliteServerEnv(dataDir, { LOG_LEVEL: 'info', DEMO_SEED: 'true', SMTP_HOST: '' }),
    })
    try {
      const tab = new FleetTab()
      await tab.send(sourceServer, 'GET', '/api/health')
      const answer = await tab.send(sourceServer, 'POST', '/api/auth/forgot-password', {
        email: 'member@dilemma.local',
      })
      assert.equal(answer.status, 200)
      const requestId = answer.headers.get('x-request-id')!
      assert.match(requestId, UUID)

      // The reset mail is written after the answer, by the mailer service with the app's logger.
      await sourceServer.waitForOutput(/mail written to the outbox/, 1)
      const mailLine = sourceServer
        .output()
        .split('\n')
        .find((line) => line.includes('mail written to the outbox'))!
      assert.equal(JSON.parse(mailLine).request_id, requestId)
    } finally {
      await sourceServer.stop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }).timeout(120_000)
})
