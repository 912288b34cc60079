import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { CookieAgent } from '#tests/helpers/cookie_agent'
import { EventStreamReader } from '#tests/helpers/event_stream'
import { serverUrl } from '#tests/helpers/server_url'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'

const EVENTS_URL = '/api/__transmit/events'
const streams: EventStreamReader[] = []

/** A tab of `agent` (a guest when it holds no session) with its stream open. */
async function openStream(agent: CookieAgent) {
  const stream = await EventStreamReader.open(serverUrl(''), agent.cookieHeader(EVENTS_URL))
  streams.push(stream)
  return stream
}

function subscribe(agent: CookieAgent, stream: EventStreamReader, channel: string) {
  return agent.send('post', '/api/__transmit/subscribe', { uid: stream.uid, channel })
}

/** A member's tab following her notices, and a second device of hers. */
async function memberWithStream(client: ApiClient) {
  const member = await createUser()
  const tab = await CookieAgent.open(client)
  await tab.actAs(member)
  const stream = await openStream(tab)
  ;(await subscribe(tab, stream, `users/${member.id}/notices`)).assertStatus(204)
  const otherDevice = await CookieAgent.open(client)
  await otherDevice.actAs(member)
  return { member, tab, stream, otherDevice }
}

async function signedIn(client: ApiClient, user: User) {
  const agent = await CookieAgent.open(client)
  await agent.actAs(user)
  return agent
}

test.group('Live results: a stream belongs to its session', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => streams.splice(0).forEach((stream) => stream.close()))

  test('only the session that opened a stream may subscribe or unsubscribe it', async ({ client }) => {
    const { member, stream, otherDevice } = await memberWithStream(client)
    const guest = await CookieAgent.open(client)

    ;(await subscribe(otherDevice, stream, `users/${member.id}/notices`)).assertStatus(400)
    ;(await subscribe(guest, stream, 'polls/1')).assertStatus(400)
    const unsubscribe = await guest.send('post', '/api/__transmit/unsubscribe', {
      uid: stream.uid,
      channel: `users/${member.id}/notices`,
    })
    unsubscribe.assertStatus(400)
  })

  test('a guest’s stream becomes the first signed-in session’s that subscribes it', async ({ client }) => {
    const member = await createUser()
    const tab = await CookieAgent.open(client)
    const stream = await openStream(tab)
    await tab.actAs(member)

    ;(await subscribe(tab, stream, `users/${member.id}/notices`)).assertStatus(204)
    ;(await subscribe(await signedIn(client, member), stream, 'polls/1')).assertStatus(400)
  })

  test('{$self} ends the session’s open streams')
    .with(['logging out of all devices', 'changing the password elsewhere', 'an admin changing her role'])
    .run(async ({ client }, ending) => {
      const { member, otherDevice, stream } = await memberWithStream(client)

      if (ending === 'logging out of all devices') {
        ;(await otherDevice.send('post', '/api/auth/logout-all')).assertStatus(200)
      } else if (ending === 'changing the password elsewhere') {
        const body = { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' }
        ;(await otherDevice.send('put', '/api/users/change-password', body)).assertStatus(200)
      } else {
        const admin = await signedIn(client, await createUser({ role: 'admin' }))
        ;(await admin.send('put', `/api/admin/users/${member.id}/role`, { role: 'prouser' })).assertStatus(200)
      }

      await stream.ended
    })

  test('changing the password keeps the streams of the session that changed it', async ({ client, assert }) => {
    const { tab, stream } = await memberWithStream(client)
    let ended = false
    void stream.ended.then(() => (ended = true))

    const body = { currentPassword: TEST_PASSWORD, newPassword: 'a brand new secret' }
    ;(await tab.send('put', '/api/users/change-password', body)).assertStatus(200)
    ;(await tab.send('get', '/api/users/me')).assertStatus(200)

    assert.isFalse(ended)
  })
})
