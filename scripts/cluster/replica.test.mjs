// Reads on a replica, for real: two mariadbd processes of this test (a primary writing a binary
// log and a replica applying it), and two API servers with DB_READ_HOSTS naming the replica. With
// the replica's applier paused, a guest's feed shows what the replica has; the member who just
// voted sees her vote at once, on the other server too; once the replica applies again, guests
// see it as well. With the replica stopped, guests read the primary (at most a request in flight
// fails, with a 503), and once it is back, the replica again.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { before, test } from 'node:test'
import mysql from 'mysql2/promise'
import { Tab } from './client.mjs'
import { cleanUpAfterTests, waitFor } from './processes.mjs'
import { createDatabase, startServerPair } from './stack.mjs'
import { createMariaDb } from '../faults/services.mjs'

const DEMO_PASSWORD = 'dilemma-demo'
const DATABASE = 'dilemma_replica_test' // on this test's own servers
const REPLICATION = { user: 'replication', password: randomBytes(12).toString('hex') }

const dataDir = mkdtempSync(join(tmpdir(), 'dilemma-replica-'))
const processes = []
let primary, replica, a, b

/** One statement on `server` over a connection of its own; resolves with the rows. */
async function query(server, sql, values = []) {
  const connection = await mysql.createConnection(server.connection)
  try {
    const [rows] = await connection.query(sql, values)
    return rows
  } finally {
    await connection.end()
  }
}

/** Whether the replica has applied everything the primary's binary log holds now. */
async function replicaCaughtUp() {
  const [written] = await query(primary, 'SHOW MASTER STATUS')
  const [applied] = await query(replica, 'SHOW SLAVE STATUS')
  return (
    applied?.Slave_SQL_Running === 'Yes' &&
    applied.Relay_Master_Log_File === written.File &&
    Number(applied.Exec_Master_Log_Pos) >= Number(written.Position)
  )
}

before(async () => {
  primary = await createMariaDb(join(dataDir, 'primary'), processes, [
    '--server-id=1',
    `--log-bin=${join(dataDir, 'primary', 'binlog')}`,
    '--binlog-format=ROW',
  ])
  replica = await createMariaDb(join(dataDir, 'replica'), processes, ['--server-id=2', '--skip-log-bin', '--read-only'])
  await Promise.all([primary.start(), replica.start()])

  await query(primary, 'CREATE USER ?@? IDENTIFIED BY ?', [REPLICATION.user, '127.0.0.1', REPLICATION.password])
  await query(primary, 'GRANT REPLICATION SLAVE ON *.* TO ?@?', [REPLICATION.user, '127.0.0.1'])
  const [position] = await query(primary, 'SHOW MASTER STATUS')
  await query(
    replica,
    'CHANGE MASTER TO MASTER_HOST = ?, MASTER_PORT = ?, MASTER_USER = ?, MASTER_PASSWORD = ?, ' +
      'MASTER_LOG_FILE = ?, MASTER_LOG_POS = ?',
    ['127.0.0.1', primary.connection.port, REPLICATION.user, REPLICATION.password, position.File, position.Position],
  )
  await query(replica, 'START SLAVE')

  await createDatabase(DATABASE, primary.connection)
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    APP_KEY: randomBytes(32).toString('hex'),
    APP_URL: 'http://127.0.0.1',
    DB_CONNECTION: 'mysql',
    DB_HOST: '127.0.0.1',
    DB_PORT: String(primary.connection.port),
    DB_USER: 'root',
    DB_PASSWORD: '',
    DB_DATABASE: DATABASE,
    DB_READ_HOSTS: `127.0.0.1:${replica.connection.port}`,
    // Her window outlasts any request of this test, however loaded the machine.
    DB_READ_PRIMARY_SECONDS: '600',
    MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
  }
  ;[a, b] = await startServerPair(['127.0.0.1', '127.0.0.1'], env, processes)
})

cleanUpAfterTests({ processes, dataDir })

async function signedIn(baseUrl, usernameOrEmail) {
  const tab = new Tab()
  await tab.send(baseUrl, 'GET', '/api/health')
  const login = await tab.send(baseUrl, 'POST', '/api/auth/login', { usernameOrEmail, password: DEMO_PASSWORD })
  assert.equal(login.status, 200, JSON.stringify(login.body))
  return tab
}

const newestFeed = '/api/posts?sort=newest&activeOnly=false'

async function cardIn(tab, baseUrl, postId, feed = newestFeed) {
  const page = await tab.send(baseUrl, 'GET', feed)
  assert.equal(page.status, 200, JSON.stringify(page.body))
  return page.body.posts.find((card) => card.id === postId)
}

/** The poll's page as a guest reads it (a poll's page is never a shared cached page). */
async function guestPollPage(baseUrl, postId) {
  const page = await new Tab().send(baseUrl, 'GET', `/api/posts/${postId}`)
  assert.equal(page.status, 200, JSON.stringify(page.body))
  return page.body.post
}

test("a guest's feed is read on the replica; the member who voted sees her vote at once", async () => {
  const author = await signedIn(a.url, 'pro@dilemma.local')
  const created = await author.send(a.url, 'POST', '/api/posts', {
    title: 'Stairs or lift?',
    description: 'Third floor',
    option_a: 'Stairs',
    option_b: 'Lift',
    vote_limit: 11,
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const postId = created.body.post.id
  await waitFor('the replica has the new poll', replicaCaughtUp)

  // The replica stops applying: from now on it trails the primary.
  await query(replica, 'STOP SLAVE SQL_THREAD')
  // Her session is written from now on too: read from the replica, it would not exist.
  const member = await signedIn(a.url, 'member@dilemma.local')
  const vote = await member.send(a.url, 'POST', `/api/posts/${postId}/vote`, { option: 'a' })
  assert.equal(vote.status, 200, JSON.stringify(vote.body))

  for (const server of [a, b]) {
    const hers = await cardIn(member, server.url, postId)
    assert.equal(hers.user_choice, 'a', server.url)
    assert.equal(hers.total_votes, 1, server.url)
  }
  assert.equal((await member.send(b.url, 'GET', '/api/users/me')).status, 200)
  // A guest's reads are the replica's, which has not applied the vote: a feed page nobody asked
  // for before (so not a shared page cached before the vote) and the poll's page, on both servers.
  for (const [server, limit] of [
    [a, 9],
    [b, 8],
  ]) {
    const freshPage = `${newestFeed}&media=text&limit=${limit}`
    assert.equal((await cardIn(new Tab(), server.url, postId, freshPage)).total_votes, 0, server.url)
    assert.equal((await guestPollPage(server.url, postId)).total_votes, 0, server.url)
  }

  await query(replica, 'START SLAVE SQL_THREAD')
  await waitFor('the replica applies the vote', replicaCaughtUp)
  assert.equal((await guestPollPage(b.url, postId)).total_votes, 1)
  await waitFor("the vote in a guest's feed", async () => (await cardIn(new Tab(), b.url, postId)).total_votes === 1)
})

test("while the replica is away, a guest's reads go to the primary; once it is back, to the replica again", async () => {
  const author = await signedIn(a.url, 'pro@dilemma.local')
  const created = await author.send(a.url, 'POST', '/api/posts', {
    title: 'Bus or bike?',
    description: 'To school',
    option_a: 'Bus',
    option_b: 'Bike',
    vote_limit: 11,
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const postId = created.body.post.id
  await waitFor('the replica has the new poll', replicaCaughtUp)
  const member = await signedIn(a.url, 'member@dilemma.local')

  await replica.stop()
  const vote = await member.send(a.url, 'POST', `/api/posts/${postId}/vote`, { option: 'b' })
  assert.equal(vote.status, 200, JSON.stringify(vote.body))
  // At most the reads in flight when it went away fail; then the primary answers, with the vote.
  for (const server of [a, b]) {
    await waitFor(`${server.url} reads the primary`, async () => {
      const page = await new Tab().send(server.url, 'GET', `/api/posts/${postId}`)
      if (page.status !== 200) assert.equal(page.status, 503, JSON.stringify(page.body))
      return page.status === 200 && page.body.post.total_votes === 1
    })
  }

  await replica.start()
  await waitFor('the replica applies the vote', replicaCaughtUp)
  // Back on the replica: it trails again, and a guest's reads show what it has.
  await query(replica, 'STOP SLAVE SQL_THREAD')
  const second = await signedIn(a.url, 'premium@dilemma.local')
  assert.equal((await second.send(a.url, 'POST', `/api/posts/${postId}/vote`, { option: 'a' })).status, 200)
  for (const server of [a, b]) {
    await waitFor(`${server.url} reads the replica again`, async () => {
      return (await guestPollPage(server.url, postId)).total_votes === 1
    })
  }
  await query(replica, 'START SLAVE SQL_THREAD')
})
