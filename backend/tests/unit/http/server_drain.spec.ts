/*
 * The drain of a stopping server (services/http/server_drain.ts) on a Node server of the test's
 * own: an answer still being written says `Connection: close`, an idle keep-alive connection is
 * closed at once, no new connection is accepted, and Adonis's later `close` still hears the end.
 */
import { createServer, request as httpRequest, Agent, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { test } from '@japa/runner'
import { forgetDrain, isDraining, onDrain, startDrain, withDrain } from '#services/http/server_drain'

function get(port: number, path: string, agent: Agent): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, agent }, resolve).on('error', reject).end()
  })
}

function bodyOf(response: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    response.on('data', (chunk) => (body += chunk)).on('end', () => resolve(body))
  })
}

test.group('Server drain', (group) => {
  let server: Server
  let port: number
  let releaseSlowAnswer: () => void
  let slowAnswerStarted: Promise<void>

  group.each.setup(async () => {
    let slowStarted!: () => void
    slowAnswerStarted = new Promise((resolve) => (slowStarted = resolve))
    server = createServer(
      withDrain((request, response) => {
        if (request.url !== '/slow') return void response.end('quick')
        slowStarted()
        releaseSlowAnswer = () => response.end('slow')
      }),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
    return () => {
      forgetDrain()
      server.closeAllConnections()
    }
  })

  test('the answer in flight closes its connection, the idle one is closed at once, nothing new is accepted', async ({
    assert,
  }) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2 })
    // One connection turned idle after its answer, one waiting for its answer.
    const first = await get(port, '/quick', agent)
    assert.equal(first.headers.connection, 'keep-alive')
    await bodyOf(first)
    const idleSocket = (Object.values(agent.freeSockets)[0] ?? [])[0] as Socket
    assert.exists(idleSocket, 'the first connection is kept alive')
    const idleClosed = new Promise<void>((resolve) => idleSocket.once('close', () => resolve()))
    const slow = get(port, '/slow', new Agent({ keepAlive: true }))
    await slowAnswerStarted

    const drainHeard = new Promise<void>((resolve) => onDrain(resolve))
    startDrain(server)
    await drainHeard
    assert.isTrue(isDraining())
    await idleClosed

    const refused = await get(port, '/quick', new Agent()).then(
      () => null,
      (error: NodeJS.ErrnoException) => error.code,
    )
    assert.equal(refused, 'ECONNREFUSED')

    releaseSlowAnswer()
    const slowAnswer = await slow
    assert.equal(slowAnswer.headers.connection, 'close')
    assert.equal(await bodyOf(slowAnswer), 'slow')

    // Adonis closes the server again when the app terminates: its callback must still come.
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
})
