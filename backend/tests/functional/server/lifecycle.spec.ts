/*
 * The server process itself: a taken port ends it at once with one line, and Ctrl+C (SIGINT)
 * shuts it down as SIGTERM does: live streams end, the database is closed, exit code 0.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from '@japa/runner'
import { freePort } from '#bench/free_port'
import { SourceServer } from '#bench/source_server'
import { EventStreamReader } from '#tests/helpers/event_stream'
import { sqliteServerEnv } from '#tests/helpers/sqlite_server_env'

test.group('Server process', (group) => {
  let dataDir: string
  group.each.setup(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dilemma-lifecycle-'))
    return () => rmSync(dataDir, { recursive: true, force: true })
  })

  test('a taken port ends the server with one line naming the port and PORT=', async ({ assert }) => {
    const port = await freePort()
    // Not a Dilemma: its health check says no, so only the server's own exit ends the wait.
    const occupant = createServer((_request, response) => response.writeHead(503).end())
    await new Promise<void>((resolve) => occupant.listen(port, '127.0.0.1', resolve))
    try {
      const failure = await SourceServer.start({ env: sqliteServerEnv(dataDir), port }).then(
        () => null,
        (error: Error) => error.message,
      )
      assert.include(failure, 'server exited early')
      assert.include(failure, `Port ${port} on 127.0.0.1 is already in use`)
      assert.include(failure, 'PORT=')
      assert.notInclude(failure, 'EADDRINUSE')
    } finally {
      await new Promise((resolve) => occupant.close(resolve))
    }
  }).timeout(120_000)

  test('SIGINT ends the live streams, closes the database and exits with 0', async ({ assert }) => {
    const env = sqliteServerEnv(dataDir)
    const server = await SourceServer.start({ env })
    const stream = await EventStreamReader.open(server.url)
    assert.isTrue(existsSync(`${env.SQLITE_PATH}-wal`), 'the running server writes through the WAL')

    const exitCode = await server.stop('SIGINT')
    await stream.ended

    assert.equal(exitCode, 0)
    assert.isFalse(existsSync(`${env.SQLITE_PATH}-wal`), 'closing the database merges the WAL')
  }).timeout(120_000)
})
