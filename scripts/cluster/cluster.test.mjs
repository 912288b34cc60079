// The multi-host shape of the README ("Behind nginx"), for real on loopback: nginx with
// docs/nginx/dilemma.conf in front of two API servers (127.0.0.2 and 127.0.0.3) sharing MariaDB,
// Redis and an S3 bucket (s3rver). A member's day crosses both servers and nginx.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { before, test } from 'node:test'
import sharp from 'sharp'
import { EventStream, Tab } from './client.mjs'
import { cleanUpAfterTests, waitFor } from './processes.mjs'
import { startS3rverBucket } from '../../backend/tests/helpers/s3rver_bucket.mjs'
import { createDatabase, deleteRedisKeys, sharedServerEnv, startNginx, startServerPair } from './stack.mjs'

const DEMO_PASSWORD = 'dilemma-demo'
const run = `${process.pid}_${randomBytes(3).toString('hex')}`
const databaseName = process.env.CLUSTER_DATABASE ?? `dilemma_cluster_test_${run}`
const redisDb = Number(process.env.REDIS_DB ?? 0)
const redisPrefix = `${process.env.REDIS_KEY_PREFIX ?? 'dilemma-cluster-test'}-${run}:`

const dataDir = mkdtempSync(join(tmpdir(), 'dilemma-cluster-'))
const outbox = join(dataDir, 'outbox')
const processes = []
const cleanups = []
let a, b, nginx, s3

before(async () => {
  s3 = await startS3rverBucket(join(dataDir, 's3'))
  cleanups.push(() => s3.close())
  const database = await createDatabase(databaseName)
  cleanups.push(() => database.drop())
  cleanups.push(() => deleteRedisKeys(redisDb, redisPrefix))
  // nginx's port is chosen after the servers'; their links (APP_URL) name nginx's host only.
  const env = sharedServerEnv({
    database: database.name,
    redisDb,
    redisPrefix,
    s3,
    publicUrl: 'http://127.0.0.1',
    outbox,
  })
  ;[a, b] = await startServerPair(['127.0.0.2', '127.0.0.3'], env, processes)
  nginx = await startNginx([a, b], join(dataDir, 'nginx'), processes)
})

cleanUpAfterTests({ processes, cleanups, dataDir })

async function signedIn(baseUrl, usernameOrEmail, password = DEMO_PASSWORD) {
  const tab = new Tab()
  await tab.send(baseUrl, 'GET', '/api/health')
  const login = await tab.send(baseUrl, 'POST', '/api/auth/login', { usernameOrEmail, password })
  assert.equal(login.status, 200, JSON.stringify(login.body))
  return tab
}

function registrationToken(email) {
  return waitFor(`the registration mail to ${email}`, () => {
    for (const file of readdirSync(outbox, { withFileTypes: true }).filter((entry) => entry.isFile())) {
      const mail = JSON.parse(readFileSync(join(outbox, file.name), 'utf8'))
      const link = mail.to.includes(email) && mail.text.match(/https?:\/\/\S+\/register\?token=[^\s"]+/)
      if (link) return new URL(link[0]).searchParams.get('token')
    }
    return null
  })
}

test('a member registers on A, a poll with an image is made on B; her vote on A is heard through nginx', async () => {
  const email = 'invited1@dilemma.local' // invited by the demo seed
  const member = new Tab()
  await member.send(a.url, 'GET', '/api/health')
  assert.equal(
    (await member.send(a.url, 'POST', '/api/auth/initiate-registration', { email, language: 'en' })).status,
    200,
  )
  const registered = await member.send(a.url, 'POST', '/api/auth/complete-registration', {
    token: await registrationToken(email),
    username: 'cluster_carla',
    password: 'a long cluster password',
  })
  assert.equal(registered.status, 201, JSON.stringify(registered.body))

  const author = await signedIn(b.url, 'pro@dilemma.local')
  const form = new FormData()
  const fields = {
    title: 'Red or blue?',
    description: 'The colour of the door',
    option_a: 'Red',
    option_b: 'Blue',
    vote_limit: '11',
  }
  for (const [field, value] of Object.entries(fields)) form.set(field, value)
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer()
  form.set('image_a', new Blob([photo], { type: 'image/jpeg' }), 'door.jpg')
  const created = await author.send(b.url, 'POST', '/api/posts', form)
  assert.equal(created.status, 201, JSON.stringify(created.body))
  const { post } = created.body
  assert.ok(post.image_a.startsWith(`${s3.publicUrl}posts/`), post.image_a)

  // Every address reports the same picture, and the bucket serves it as a whole WebP image.
  for (const url of [a.url, b.url, nginx.url]) {
    const read = await new Tab().send(url, 'GET', `/api/posts/${post.id}`)
    assert.equal(read.status, 200)
    assert.equal(read.body.post.image_a, post.image_a, url)
  }
  const image = await fetch(post.image_a)
  assert.equal(image.status, 200)
  assert.equal((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format, 'webp')

  // One stream opened and subscribed through nginx (either server), one on B directly.
  const channel = `polls/${post.id}`
  const streams = []
  try {
    for (const url of [nginx.url, b.url]) {
      const stream = await EventStream.open(url)
      streams.push(stream)
      const guest = new Tab()
      await guest.send(url, 'GET', '/api/health')
      assert.equal(
        (await guest.send(url, 'POST', '/api/__transmit/subscribe', { uid: stream.uid, channel })).status,
        204,
      )
    }
    assert.equal((await member.send(a.url, 'POST', `/api/posts/${post.id}/vote`, { option: 'a' })).status, 200)
    for (const stream of streams) await stream.waitFor(channel, (payload) => payload.total_votes === 1, 15_000)
  } finally {
    for (const stream of streams) stream.close()
  }

  // Logout-all on A ends her session on B and through nginx.
  const otherDevice = member.clone()
  assert.equal((await otherDevice.send(b.url, 'GET', '/api/users/me')).status, 200)
  assert.equal((await member.send(a.url, 'POST', '/api/auth/logout-all')).status, 200)
  assert.equal((await otherDevice.send(b.url, 'GET', '/api/users/me')).status, 401)
  assert.equal((await otherDevice.send(nginx.url, 'GET', '/api/users/me')).status, 401)
})

test("nginx's request id reaches the servers and comes back", async () => {
  const answer = await new Tab().send(nginx.url, 'GET', '/api/health')
  assert.equal(answer.status, 200)
  assert.match(String(answer.headers['x-request-id']), /^[0-9a-f]{32}$/)
})

test('bad logins from one client over A, B and nginx share one budget; nginx itself is not that client', async () => {
  // 127.0.0.4 is the client: directly it is the peer, through nginx the forwarded address.
  const client = new Tab('127.0.0.4')
  const addresses = [a.url, b.url, nginx.url]
  for (const url of addresses) await client.send(url, 'GET', '/api/health')
  const statuses = []
  for (let attempt = 0; attempt < 21; attempt++) {
    const answer = await client.send(addresses[attempt % 3], 'POST', '/api/auth/login', {
      usernameOrEmail: `nobody${attempt}_${run}`, // a name per attempt: only the address's budget counts
      password: 'wrong password',
    })
    statuses.push(answer.status)
  }
  assert.ok(!statuses.slice(0, 20).includes(429), String(statuses))
  assert.equal(statuses[20], 429, String(statuses))
  // Another client through the same nginx still signs in.
  await signedIn(nginx.url, 'member@dilemma.local')
})
