// Push notices on the multi-host shape: two API servers (127.0.0.2 and 127.0.0.3) on one MariaDB
// and Redis, each running a BullMQ worker (the web process's default). Eleven members vote, on
// either server, on a poll that closes at its vote limit; every voter's device, at the backend's
// push service stand-in (it checks the VAPID token and decrypts each message), gets exactly one
// message: the two workers and the sweeps of both servers deliver each notice once.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { before, test } from 'node:test'
import mysql from 'mysql2/promise'
import { Tab } from './client.mjs'
import { cleanUpAfterTests, waitFor } from './processes.mjs'
import { PushServiceStandIn } from '../../backend/tests/helpers/push_service.mjs'
import { SHARED_MYSQL, createDatabase, deleteRedisKeys, sharedServerEnv, startApiServer } from './stack.mjs'

const DEMO_PASSWORD = 'dilemma-demo'
/** The poll's vote limit is the least there is: that many demo members vote. */
const VOTERS = 11
const run = `${process.pid}_${randomBytes(3).toString('hex')}`
const databaseName = `dilemma_cluster_push_test_${run}`
const redisDb = Number(process.env.REDIS_DB ?? 0)
const redisPrefix = `${process.env.REDIS_KEY_PREFIX ?? 'dilemma-cluster-test'}-push-${run}:`

const dataDir = mkdtempSync(join(tmpdir(), 'dilemma-cluster-push-'))
const processes = []
const cleanups = []
let a, b, pushService, database

before(async () => {
  pushService = await PushServiceStandIn.start()
  cleanups.push(() => pushService.stop())
  // The servers trust the stand-in's certificate as any other push service's (NODE_EXTRA_CA_CERTS).
  const certificate = join(dataDir, 'push-service.pem')
  writeFileSync(certificate, pushService.certificate)
  const created = await createDatabase(databaseName)
  cleanups.push(() => created.drop())
  cleanups.push(() => deleteRedisKeys(redisDb, redisPrefix))
  database = await mysql.createConnection({ ...SHARED_MYSQL, database: databaseName })
  cleanups.push(() => database.end())
  const env = {
    ...sharedServerEnv({
      database: databaseName,
      redisDb,
      redisPrefix,
      s3: { env: {} },
      publicUrl: 'http://127.0.0.1',
      outbox: join(dataDir, 'outbox'),
    }),
    NODE_EXTRA_CA_CERTS: certificate,
  }
  a = await startApiServer(
    'server A',
    '127.0.0.2',
    { ...env, DB_PREPARE_ON_START: 'true', DEMO_SEED: 'true' },
    processes,
  )
  b = await startApiServer('server B', '127.0.0.3', env, processes)
})

cleanUpAfterTests({ processes, cleanups, dataDir })

/** A member signed in on `baseUrl` whose browser subscribed at the stand-in there. */
async function subscribed(baseUrl, email) {
  const tab = new Tab()
  await tab.send(baseUrl, 'GET', '/api/health')
  const login = await tab.send(baseUrl, 'POST', '/api/auth/login', { usernameOrEmail: email, password: DEMO_PASSWORD })
  assert.equal(login.status, 200, JSON.stringify(login.body))
  const device = pushService.subscribe()
  const added = await tab.send(baseUrl, 'POST', '/api/push/subscriptions', device)
  assert.equal(added.status, 200, JSON.stringify(added.body))
  return { tab, device }
}

/** Every delivery of the poll's notices has ended (none waits or is being sent). */
async function deliveriesOf(postId) {
  const [rows] = await database.query(
    'SELECT d.state, COUNT(*) AS total FROM notice_deliveries d JOIN member_notices n ON n.id = d.notice_id ' +
      'WHERE n.post_id = ? GROUP BY d.state',
    [postId],
  )
  return Object.fromEntries(rows.map((row) => [row.state, Number(row.total)]))
}

test('a poll closes at its vote limit while both servers run workers: each voter gets exactly one push', async () => {
  const servers = [a.url, b.url]
  const author = await subscribed(b.url, 'pro@dilemma.local')
  const created = await author.tab.send(b.url, 'POST', '/api/posts', {
    title: 'Train or plane?',
    description: 'For the trip to Izmir',
    option_a: 'Train',
    option_b: 'Plane',
    vote_limit: VOTERS,
  })
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const postId = created.body.post.id
  const voters = []
  for (let index = 1; index <= VOTERS; index++) {
    voters.push(await subscribed(servers[index % 2], `member${String(index).padStart(2, '0')}@dilemma.local`))
  }

  for (const [index, voter] of voters.entries()) {
    const vote = await voter.tab.send(servers[index % 2], 'POST', `/api/posts/${postId}/vote`, {
      option: index % 3 === 0 ? 'a' : 'b',
    })
    assert.equal(vote.status, 200, JSON.stringify(vote.body))
  }

  // The author's notices of the 1st and 10th vote and of the end, and one end notice per voter.
  const expected = VOTERS + 3
  let states = {}
  await waitFor(`the ${expected} deliveries of poll ${postId}`, async () => {
    states = await deliveriesOf(postId)
    return states.sent === expected && !states.pending && !states.sending
  }).catch((error) => {
    const seen = `deliveries ${JSON.stringify(states)}, ${pushService.received.length} pushes received`
    throw new Error(`${error.message}: ${seen}\n${a.process.output}\n${b.process.output}`)
  })
  for (const voter of voters) {
    const pushes = pushService.messagesTo(voter.device.endpoint)
    assert.equal(pushes.length, 1, `${voter.device.endpoint}: ${JSON.stringify(pushes.map((push) => push.message))}`)
    assert.equal(pushes[0].message.url, `/post/${postId}`)
    assert.equal(pushes[0].message.tag, `post-${postId}`)
  }
  // The end's notice (high urgency) and the votes' (low), in whichever order the workers took them.
  assert.deepEqual(
    pushService
      .messagesTo(author.device.endpoint)
      .map((push) => push.urgency)
      .sort(),
    ['high', 'low', 'low'],
  )
  assert.deepEqual(pushService.rejected, [])
})
