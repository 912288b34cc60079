import { test } from '@japa/runner'
import { setImmediate as nextTurn } from 'node:timers/promises'
import testUtils from '@adonisjs/core/services/test_utils'
import { STREAMS_PER_ADDRESS, STREAMS_PER_SESSION, countOpenStreams } from '#services/live/live_streams'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { EventStreamReader } from '#tests/helpers/event_stream'
import { serverUrl } from '#tests/helpers/server_url'
import { createUser } from '#tests/helpers/users'

const EVENTS_URL = '/api/__transmit/events'
const TEST_ADDRESS = { session: null, address: '127.0.0.1' }
const streams: EventStreamReader[] = []

async function openStream(cookie?: string) {
  const stream = await EventStreamReader.open(serverUrl(''), cookie)
  streams.push(stream)
  return stream
}

/** One stream too many, asked for: 429 TOO_MANY_STREAMS with a Retry-After. */
async function askOneTooMany(cookie?: string) {
  const response = await fetch(serverUrl(`${EVENTS_URL}?uid=${crypto.randomUUID()}`), {
    headers: cookie ? { cookie } : {},
  })
  const body = (await response.json()) as { code: string }
  return { status: response.status, code: body.code, retryAfter: response.headers.get('retry-after') }
}

/** A stream closed by the client ends on the server a moment later. */
async function untilOpenStreamsAre(count: number) {
  while (countOpenStreams(TEST_ADDRESS).ofAddress !== count) await nextTurn()
}

test.group('Live results: caps on open streams', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => untilOpenStreamsAre(0))
  group.each.teardown(() => streams.splice(0).forEach((stream) => stream.close()))

  test('a session holds at most its cap of streams; a guest at the same address still gets one', async ({
    client,
    assert,
  }) => {
    const member = await CookieAgent.open(client)
    await member.actAs(await createUser())
    const cookie = member.cookieHeader(EVENTS_URL)
    for (let open = 0; open < STREAMS_PER_SESSION; open++) await openStream(cookie)

    const beyond = await askOneTooMany(cookie)

    assert.deepEqual(beyond, { status: 429, code: 'TOO_MANY_STREAMS', retryAfter: '30' })
    await openStream()
  })

  test('an address holds at most its cap of streams, guests and sessions together', async ({ assert }) => {
    for (let open = 0; open < STREAMS_PER_ADDRESS; open++) await openStream()

    const beyond = await askOneTooMany()
    streams.pop()!.close()
    await untilOpenStreamsAre(STREAMS_PER_ADDRESS - 1)

    assert.deepEqual(beyond, { status: 429, code: 'TOO_MANY_STREAMS', retryAfter: '30' })
    await openStream()
  })
})
