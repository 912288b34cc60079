/*
 * Two real server processes on MySQL and Redis behave as one (docs/adr/0038-many-processes.md).
 * Skipped, with the reason printed, unless DB_CONNECTION=mysql and Redis answers.
 */
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { TEST_PASSWORD, createUser } from '#tests/helpers/users'
import {
  FleetTab,
  ServerFleet,
  eventually,
  fleetUnavailableReason,
  type FleetServer,
} from '#tests/helpers/server_fleet'
import { createPoll, createTimedPoll } from '#tests/helpers/polls'
import { EventStreamReader } from '#tests/helpers/event_stream'

const unavailable = await fleetUnavailableReason()
if (unavailable) console.log(`  (skipping "two server processes": ${unavailable})`)

/** A tab signed in as `username` through the login of `server`. */
async function signedInTab(server: FleetServer, username: string): Promise<FleetTab> {
  const tab = new FleetTab()
  await tab.send(server, 'GET', '/api/health')
  const login = await tab.send(server, 'POST', '/api/auth/login', {
    usernameOrEmail: username,
    password: TEST_PASSWORD,
  })
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`)
  return tab
}

test.group('Two server processes (MySQL + Redis)', (group) => {
  const fleet = new ServerFleet()
  let serverA: FleetServer
  let serverB: FleetServer

  group.setup(async () => {
    if (!unavailable) [serverA, serverB] = await fleet.start(2)
  })
  group.teardown(() => fleet.stop())

  test('logout-all on A: the old session is refused on B at its next request', async ({ assert }) => {
    const member = await createUser()
    const tab = await signedInTab(serverA, member.username)
    const otherDevice = tab.clone()
    // B has checked (and so remembers) the session before the logout.
    assert.equal((await otherDevice.send(serverB, 'GET', '/api/users/me')).status, 200)
    assert.equal((await otherDevice.send(serverB, 'GET', '/api/users/me')).status, 200)

    assert.equal((await tab.send(serverA, 'POST', '/api/auth/logout-all')).status, 200)

    const refused = await otherDevice.send(serverB, 'GET', '/api/users/me')
    assert.equal(refused.status, 401)
    assert.equal(refused.body.code, 'TOKEN_BLACKLISTED')
  })
    .skip(Boolean(unavailable), unavailable ?? '')
    .timeout(60_000)

  test("an admin's role change on A: B serves the new role at once", async ({ assert }) => {
    const admin = await createUser({ role: 'admin' })
    const member = await createUser()
    const adminTab = await signedInTab(serverA, admin.username)
    const memberTab = await signedInTab(serverB, member.username)
    assert.equal((await memberTab.send(serverB, 'GET', '/api/users/me')).body.user?.role, member.role)

    const change = await adminTab.send(serverA, 'PUT', `/api/admin/users/${member.id}/role`, { role: 'premiumuser' })
    assert.equal(change.status, 200, JSON.stringify(change.body))

    assert.equal((await memberTab.send(serverB, 'GET', '/api/users/me')).body.user?.role, 'premiumuser')
  })
    .skip(Boolean(unavailable), unavailable ?? '')
    .timeout(60_000)

  test('a suspension on A: her tab on B is refused at its next write, and writes again once lifted', async ({
    assert,
  }) => {
    const admin = await createUser({ role: 'admin' })
    const member = await createUser()
    const poll = await createPoll(admin)
    const adminTab = await signedInTab(serverA, admin.username)
    const memberTab = await signedInTab(serverB, member.username)
    // B remembers her session before the suspension.
    assert.equal((await memberTab.send(serverB, 'GET', '/api/users/me')).status, 200)

    const suspension = await adminTab.send(serverA, 'PUT', `/api/admin/users/${member.id}/suspension`, {
      days: 7,
      reason: 'spam',
    })
    assert.equal(suspension.status, 200, JSON.stringify(suspension.body))

    const refused = await memberTab.send(serverB, 'POST', `/api/posts/${poll.id}/like`)
    assert.equal(refused.status, 403)
    assert.equal(refused.body.code, 'ACCOUNT_SUSPENDED')
    assert.equal(refused.body.suspendedUntil, suspension.body.suspendedUntil)

    assert.equal((await adminTab.send(serverA, 'DELETE', `/api/admin/users/${member.id}/suspension`)).status, 200)
    assert.equal((await memberTab.send(serverB, 'POST', `/api/posts/${poll.id}/like`)).status, 200)
  })
    .skip(Boolean(unavailable), unavailable ?? '')
    .timeout(60_000)

  test('a vote on A: a tab streaming from B hears the new total within 1 s', async ({ assert }) => {
    const post = await createPoll(await createUser())
    const stream = await EventStreamReader.open(serverB.url)
    try {
      const guest = new FleetTab()
      await guest.send(serverB, 'GET', '/api/health')
      const subscribed = await guest.send(serverB, 'POST', '/api/__transmit/subscribe', {
        uid: stream.uid,
        channel: `polls/${post.id}`,
      })
      assert.equal(subscribed.status, 204)
      const voter = await signedInTab(serverA, (await createUser()).username)

      const voted = await voter.send(serverA, 'POST', `/api/posts/${post.id}/vote`, { option: 'a' })
      assert.equal(voted.status, 200)
      const answeredAt = Date.now()
      await stream.waitFor(`polls/${post.id}`, (payload) => payload.total_votes === 1, 1_000)
      assert.isBelow(Date.now() - answeredAt, 1_000)
    } finally {
      stream.close()
    }
  })
    .skip(Boolean(unavailable), unavailable ?? '')
    .timeout(60_000)

  test('logout-all on A: her stream open on B ends; nobody else may subscribe it, through either', async ({
    assert,
  }) => {
    const member = await createUser()
    const tab = await signedInTab(serverA, member.username)
    const stream = await EventStreamReader.open(serverB.url, tab.cookieHeader())
    try {
      const channel = `users/${member.id}/notices`
      assert.equal(
        (await tab.send(serverA, 'POST', '/api/__transmit/subscribe', { uid: stream.uid, channel })).status,
        204,
      )
      const stranger = new FleetTab()
      await stranger.send(serverA, 'GET', '/api/health')
      const refused = await stranger.send(serverA, 'POST', '/api/__transmit/subscribe', { uid: stream.uid, channel })
      assert.equal(refused.status, 400)

      assert.equal((await tab.send(serverA, 'POST', '/api/auth/logout-all')).status, 200)

      await stream.ended
    } finally {
      stream.close()
    }
  })
    .skip(Boolean(unavailable), unavailable ?? '')
    .timeout(60_000)

  // Signs in no more after this one: the address's login budget is spent.
  test('20 bad logins spread over A and B: the 21st is refused, as on one process', async ({ assert }) => {
    const tabs = [new FleetTab(), new FleetTab()]
    const servers = [serverA, serverB]
    for (const [index, tab] of tabs.entries()) await tab.send(servers[index]!, 'GET', '/api/health')
    const statuses: number[] = []
    for (let attempt = 0; attempt < 21; attempt++) {
      const side = attempt % 2
      const answer = await tabs[side]!.send(servers[side]!, 'POST', '/api/auth/login', {
        // A name per attempt: only the per-address budget (20) counts.
        usernameOrEmail: `nobody${attempt}_${Date.now()}`,
        password: 'wrong password',
      })
      statuses.push(answer.status)
    }
    assert.notInclude(statuses.slice(0, 20), 429)
    assert.equal(statuses[20], 429)
  })
    .skip(Boolean(unavailable), unavailable ?? '')
    .timeout(60_000)

  test('a sweep runs once per period across both', async ({ assert }) => {
    const poll = await createTimedPoll(await createUser(), -1)
    // Every feed read asks for the poll sweep; both processes read the feed, concurrently.
    const tabs = [new FleetTab(), new FleetTab()]
    await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        tabs[index % 2]!.send([serverA, serverB][index % 2]!, 'GET', '/api/posts'),
      ),
    )

    const status = await eventually(
      async () => (await db.from('posts').where('id', poll.id).first())?.status,
      (value) => value === 'passive',
    )
    assert.equal(status, 'passive')
    const runs = [serverA, serverB].map(
      (server) => server.output().match(/"sweep":"poll_expiry"[^\n]*periodic sweep ran/g)?.length ?? 0,
    )
    assert.equal(runs[0]! + runs[1]!, 1, `sweep runs on A and B: ${runs.join(', ')}`)
  })
    .skip(Boolean(unavailable), unavailable ?? '')
    .timeout(60_000)
})
