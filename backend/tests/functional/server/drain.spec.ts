/*
 * SIGTERM drains a real server process (bin/server.ts, services/http/server_drain.ts): new
 * connections are refused at once, an idle keep-alive connection is closed at once, a live stream
 * ends with a reconnect hint, the answer still in flight carries `Connection: close`, and the
 * process exits with 0 within 10 s of the signal.
 */
import { Agent, get as httpGet } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import { SourceServer } from '#bench/source_server'
import { guestSession } from '#tests/helpers/guest_session'
import { sqliteServerEnv } from '#tests/helpers/sqlite_server_env'

/** Everything a raw socket receives, and a wait for a part of it. */
function recording(socket: Socket) {
  let received = ''
  const waiters = new Set<() => void>()
  socket.on('data', (chunk) => {
    received += chunk
    for (const wake of waiters) wake()
  })
  const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  return {
    text: () => received,
    ended,
    until: (part: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!received.includes(part)) return
          waiters.delete(check)
          resolve()
        }
        waiters.add(check)
        socket.once('close', () =>
          received.includes(part) ? resolve() : reject(new Error(`no "${part}" in ${received}`)),
        )
        check()
      }),
  }
}

/** Resolves once the server refuses new connections (the drain has begun). */
async function untilRefused(port: number) {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const probe = connect(port, '127.0.0.1')
      probe.once('connect', () => {
        probe.destroy()
        resolve(false)
      })
      probe.once('error', () => resolve(true))
    })
    if (refused) return
    await sleep(20)
  }
}

test.group('Server drain on SIGTERM', (group) => {
  let dataDir: string
  group.each.setup(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'dilemma-drain-'))
    return () => rmSync(dataDir, { recursive: true, force: true })
  })

  test('refuses new connections, closes idle ones, ends streams with a retry hint, closes the answer in flight, exits in time', async ({
    assert,
  }) => {
    const server = await SourceServer.start({ env: sqliteServerEnv(dataDir) })
    const port = Number(new URL(server.url).port)
    try {
      // The cookies a login needs (session, XSRF).
      const { cookie, xsrf } = await guestSession(server.url)

      // An idle keep-alive connection.
      const agent = new Agent({ keepAlive: true })
      const answered = await new Promise<string | undefined>((resolve) =>
        httpGet(`${server.url}/api/health`, { agent }, (response) => {
          response.resume().on('end', () => resolve(response.headers.connection))
        }),
      )
      assert.equal(answered, 'keep-alive')
      const idle = Object.values(agent.freeSockets)[0]![0]!
      const idleClosed = new Promise<void>((resolve) => idle.once('close', () => resolve()))

      // A live stream, read raw.
      const stream = connect(port, '127.0.0.1')
      const streamed = recording(stream)
      stream.write(`GET /api/__transmit/events?uid=${crypto.randomUUID()} HTTP/1.1\r\nHost: x\r\n\r\n`)
      await streamed.until(':ok')

      // A login whose body is not all sent: in flight once the server has said 100 Continue.
      const body = JSON.stringify({ usernameOrEmail: 'nobody@example.org', password: 'not the password' })
      const login = connect(port, '127.0.0.1')
      const loginAnswer = recording(login)
      login.write(
        [
          'POST /api/auth/login HTTP/1.1',
          'Host: x',
          'Content-Type: application/json',
          `Content-Length: ${body.length}`,
          'Expect: 100-continue',
          `Cookie: ${cookie}`,
          `X-CSRF-Token: ${xsrf}`,
          '',
          '',
        ].join('\r\n'),
      )
      await loginAnswer.until('100 Continue')
      login.write(body.slice(0, 10))

      const signalled = Date.now()
      const exited = server.stop('SIGTERM')
      await untilRefused(port)
      await idleClosed
      await streamed.ended
      assert.match(streamed.text(), /\nretry: \d+\n/)

      login.write(body.slice(10))
      await loginAnswer.ended
      assert.match(loginAnswer.text(), /HTTP\/1\.1 401 /)
      assert.match(loginAnswer.text(), /\r\nConnection: close\r\n/i)

      assert.equal(await exited, 0)
      const drainMs = Date.now() - signalled
      assert.isBelow(drainMs, 10_000)
      console.log(`  drain: exited ${drainMs} ms after SIGTERM`)
    } finally {
      await server.stop('SIGKILL')
    }
  }).timeout(120_000)
})
