// The faults of a real deployment, on the README's shape ("Behind nginx"), on loopback:
// nginx with docs/nginx/dilemma.conf in front of two API servers (127.0.0.2, 127.0.0.3) sharing a
// MariaDB and a Redis of the test's own (never the machine's shared ones), under load from a few
// clients through nginx. A server is killed (-9) during a vote burst, both are restarted one after
// the other, Redis and MariaDB are each stopped for 20 s. Each scenario prints its figures.
import assert from 'node:assert/strict'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { before, test } from 'node:test'
import { Tab } from '../cluster/client.mjs'
import { cleanUpAfterTests, waitFor } from '../cluster/processes.mjs'
import { createDatabase, sharedServerEnv, startApiServer, startNginx } from '../cluster/stack.mjs'
import { DEMO_PASSWORD, checkVotes, seedFixtures } from './fixtures.mjs'
import { Load, REQUEST_TIMEOUT_MS, outcomeOf, tally } from './load.mjs'
import { createMariaDb, createRedis } from './services.mjs'

/** The outages' length: the only deliberate durations of the test. */
const OUTAGE_MS = 20_000
/** The issue's bounds: back within 10 s of a dependency's return; a server drains within 10 s. */
const RECOVERY_LIMIT_MS = 10_000
const DRAIN_LIMIT_MS = 10_000
/** How long a stopping server may take before the test kills it (it fails the drain bound then). */
const DRAIN_DEADLINE_MS = 30_000
/** How long a probe after an outage keeps trying: thrice the bound, so that a late return shows. */
const PROBE_DEADLINE_MS = 3 * RECOVERY_LIMIT_MS
const VOTERS = 32
const POLLS = 500
const METRICS_TOKEN = 'faults-metrics-token'

const dataDir = mkdtempSync(join(tmpdir(), 'dilemma-faults-'))
const processes = []
const servers = {}
const figures = {}
let redis, mariadb, database, env, nginx, fixtures, voters, probeVoter

before(async () => {
  const started = Date.now()
  redis = await createRedis(join(dataDir, 'redis'), processes)
  mariadb = await createMariaDb(join(dataDir, 'mariadb'), processes)
  await Promise.all([redis.start(), mariadb.start()])
  database = await createDatabase('dilemma_faults_test', mariadb.connection)
  env = {
    ...sharedServerEnv({
      database: database.name,
      redisDb: 0,
      redisPrefix: 'dilemma-faults:',
      s3: { env: {} }, // no uploads here: the fs disk
      publicUrl: 'http://127.0.0.1',
      outbox: join(dataDir, 'outbox'),
      mysqlServer: mariadb.connection,
      redisServer: redis.connection,
    }),
    METRICS_TOKEN,
  }
  // A prepares the database (migrations, demo accounts) before B starts on it.
  const dependenciesReady = Date.now()
  await startServer('A', '127.0.0.2', { DB_PREPARE_ON_START: 'true', DEMO_SEED: 'true' })
  const serversStarted = Date.now()
  await startServer('B', '127.0.0.3')
  nginx = await startNginx([servers.A, servers.B], join(dataDir, 'nginx'), processes)
  const stackReady = Date.now()
  fixtures = await seedFixtures(mariadb.connection, database.name, { voters: VOTERS + 1, polls: POLLS })
  // Signed in four at a time (each login hashes a password).
  const signedInVoters = fixtures.voterIds.map((userId) => ({ userId, next: 0 }))
  const queue = [...signedInVoters.entries()]
  const lane = async () => {
    for (let entry = queue.shift(); entry; entry = queue.shift()) {
      entry[1].tab = await signedIn(nginx.url, `fault_voter${entry[0]}`)
    }
  }
  await Promise.all([lane(), lane(), lane(), lane()])
  // The last voter is the probes' (a vote that must succeed after an outage), the others the load's.
  probeVoter = signedInVoters.pop()
  voters = signedInVoters
  report('setup', {
    redisAndMariaDbSeconds: seconds(dependenciesReady - started),
    serverAWithMigrationsAndDemoSeconds: seconds(serversStarted - dependenciesReady),
    serverBAndNginxSeconds: seconds(stackReady - serversStarted),
    fixturesAndLoginsSeconds: seconds(Date.now() - stackReady),
  })
})

cleanUpAfterTests({
  processes,
  dataDir,
  report: () => console.log(`fault test figures: ${JSON.stringify(figures, null, 2)}`),
})

/** Starts (or starts again, on the same address and port) server `label`. */
async function startServer(label, host, extraEnv = {}) {
  const known = servers[label]
  const started = await startApiServer(`server ${label}`, host, { ...env, ...extraEnv }, processes, known?.port)
  servers[label] = { ...started, label, history: [...(known?.history ?? []), started.process] }
  return servers[label]
}

function restartServer(server) {
  return startServer(server.label, server.host)
}

function tab() {
  return new Tab('127.0.0.1', { timeoutMs: REQUEST_TIMEOUT_MS })
}

async function signedIn(baseUrl, usernameOrEmail, { address = '127.0.0.1' } = {}) {
  const browser = new Tab(address, { timeoutMs: REQUEST_TIMEOUT_MS })
  const page = await browser.send(baseUrl, 'GET', '/api/posts?page=1&limit=1')
  assert.equal(page.status, 200, JSON.stringify(page.body))
  const login = await browser.send(baseUrl, 'POST', '/api/auth/login', { usernameOrEmail, password: DEMO_PASSWORD })
  assert.equal(login.status, 200, `${usernameOrEmail}: ${login.status} ${JSON.stringify(login.body)}`)
  return browser
}

function startLoad() {
  return new Load({
    baseUrl: nginx.url,
    voters,
    postIds: fixtures.postIds,
    login: { account: 'member@dilemma.local', password: DEMO_PASSWORD, clientAddress: '127.0.0.9' },
    maxMs: 180_000,
  }).start()
}

/** Whatever a previous scenario left down (a dependency, a server that exited) is started again. */
async function ensureUp(scenario) {
  const restarted = []
  for (const service of [redis, mariadb]) {
    if (!service.running) {
      restarted.push(service.label)
      await service.start()
    }
  }
  for (const server of Object.values(servers)) {
    if (!server.process.running) {
      restarted.push(`server ${server.label} (exit code ${server.process.child.exitCode})`)
      await restartServer(server)
    }
  }
  if (restarted.length > 0) console.log(`${scenario}: started again before it: ${restarted.join(', ')}`)
  await bothServing()
}

/** Requests served by `server`, from its metrics. */
async function servedBy(server) {
  const answer = await fetch(`${server.url}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  if (answer.status !== 200) return null
  const text = await answer.text()
  return text
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count'))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0)
}

/** Waits until nginx sends requests to both servers again (it may have shut one out for a while). */
async function bothServing() {
  await waitFor('nginx sending requests to both servers', async () => {
    const before = await Promise.all([servers.A, servers.B].map(servedBy))
    const guest = tab()
    for (let request = 0; request < 12; request++) await guest.send(nginx.url, 'GET', '/api/posts?page=1&limit=1')
    const afterwards = await Promise.all([servers.A, servers.B].map(servedBy))
    return before.every((count, index) => count !== null && afterwards[index] - count >= 3)
  })
}

/** The requests of the load's records that answered something else than `allowed` outcomes. */
function outcomesOutside(records, from, to, allowed) {
  const counts = {}
  for (const record of records.filter((entry) => entry.start >= from && entry.start < to)) {
    const outcome = outcomeOf(record)
    if (!allowed.includes(outcome)) counts[outcome] = (counts[outcome] ?? 0) + 1
  }
  return counts
}

/** The distinct messages of error-level (or worse) lines a server printed, with their counts. */
function errorLines(server, offsets) {
  const lines = new Map()
  for (const child of server.history) {
    const text = child.output.slice(offsets.get(child) ?? 0)
    for (const line of text.split('\n')) {
      let message
      try {
        const entry = JSON.parse(line)
        if (entry.level < 50) continue
        message = `${entry.level >= 60 ? 'fatal' : 'error'}: ${String(entry.msg ?? entry.err?.message).slice(0, 160)}`
      } catch {
        if (!/error|unhandled/i.test(line)) continue
        message = line.trim().slice(0, 160)
      }
      lines.set(message, (lines.get(message) ?? 0) + 1)
    }
  }
  return Object.fromEntries([...lines].slice(0, 8))
}

function outputOffsets() {
  return new Map(
    Object.values(servers).flatMap((server) => server.history.map((child) => [child, child.output.length])),
  )
}

/** [401, 401, …, 429] as "401×20 429×1" (in order of first appearance). */
function summarizeStatuses(statuses = []) {
  const counts = new Map()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts].map(([status, count]) => `${status}×${count}`).join(' ')
}

function seconds(ms) {
  return ms === null ? null : Math.round(ms / 100) / 10
}

function report(scenario, values) {
  figures[scenario] = values
  console.log(`${scenario}: ${JSON.stringify(values)}`)
}

/** Waits (the outage's deliberate length) until `ms` have passed since `since`. */
async function outageUntil(since, ms) {
  await sleep(Math.max(0, since + ms - Date.now()))
}

/**
 * After a dependency's return: polls sign-in, feed and a vote through nginx (and `extra`, each a
 * name and an async check) until each has succeeded once; resolves with the seconds each took
 * (or what it answered last, if it never succeeded within PROBE_DEADLINE_MS).
 */
async function probeRecovery(returnedAt, extra = {}) {
  let post = POLLS - 1
  const checks = {
    login: async () => (await signedIn(nginx.url, 'premium@dilemma.local').catch(() => null)) !== null,
    feed: async () => (await tab().send(nginx.url, 'GET', '/api/posts?page=1')).status === 200,
    vote: async () => {
      const postId = fixtures.postIds[post--] // a poll the load reaches last, if ever
      return (await probeVoter.tab.send(nginx.url, 'POST', `/api/posts/${postId}/vote`, { option: 'b' })).status === 200
    },
    ...extra,
  }
  const recovered = {}
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      let last
      const attempt = () =>
        check().catch((error) => {
          last = error.code ?? error.message
          return false
        })
      // A check may name the moment its success proves the state from ({ at }), else it is now.
      recovered[name] = await waitFor(`${name} back`, attempt, PROBE_DEADLINE_MS).then(
        (success) => seconds((success.at ?? Date.now()) - returnedAt),
        (error) => `never: ${error.message}${last ? ` (last: ${last})` : ''}`,
      )
    }),
  )
  return recovered
}

function assertRecovered(recovered, dependency) {
  for (const [name, took] of Object.entries(recovered)) {
    assert.ok(typeof took === 'number' && took * 1000 <= RECOVERY_LIMIT_MS, `${name} back after ${dependency}: ${took}`)
  }
}

/**
 * Whether the rate limits are shared by both servers again (counted in Redis), cheaply enough to
 * ask often: four password-reset requests for one unknown address from a fresh client address
 * through nginx (which spreads them over A and B), the fourth refused (429: three per address in
 * 15 minutes). Counted per process, neither server would see four. Resolves with the round's
 * start (the state it proves held from then on) or false. Every round's statuses are kept in
 * `rateLimitRounds` for the report.
 */
const rateLimitRounds = []
let rateLimitRound = 0
async function rateLimitShared() {
  const round = rateLimitRound++
  const client = new Tab(`127.0.${40 + (round % 200)}.1`, { timeoutMs: REQUEST_TIMEOUT_MS })
  const at = Date.now()
  const statuses = []
  rateLimitRounds.push(statuses)
  await client.send(nginx.url, 'GET', '/api/posts?page=1&limit=1')
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await client.send(nginx.url, 'POST', '/api/auth/forgot-password', {
      email: `nobody_${round}_${process.pid}@faults.invalid`,
      language: 'en',
    })
    statuses.push(answer.status)
  }
  return statuses.slice(0, 3).every((status) => status === 200) && statuses[3] === 429 && { at }
}

/**
 * The login limits shared too (each bad login hashes a password, too slow to poll): six bad
 * logins for one account from a fresh address through nginx, the sixth refused (429, five per
 * account and address). Resolves with the statuses.
 */
async function loginLimitStatuses() {
  const client = new Tab('127.0.39.1', { timeoutMs: REQUEST_TIMEOUT_MS })
  await client.send(nginx.url, 'GET', '/api/posts?page=1&limit=1')
  const statuses = []
  for (let attempt = 0; attempt < 6; attempt++) {
    const answer = await client.send(nginx.url, 'POST', '/api/auth/login', {
      usernameOrEmail: `nobody_${process.pid}`,
      password: 'wrong password',
    })
    statuses.push(answer.status)
  }
  return statuses
}

test('kill -9 of a server during a vote burst loses no acknowledged vote', { timeout: 240_000 }, async () => {
  await ensureUp('kill -9')
  const offsets = outputOffsets()
  const load = startLoad()
  let killedAt
  try {
    await load.waitForVotes(100, waitFor)
    killedAt = Date.now()
    servers.A.process.signal('SIGKILL')
    await servers.A.process.exited
    await load.waitForVotes(100, waitFor) // B alone takes them
  } finally {
    await load.stop()
  }
  const votes = await checkVotes(mariadb.connection, database.name, load.acknowledged, fixtures.postIds)
  const afterKill = tally(load.records, killedAt)
  const whole = tally(load.records)
  const restartStarted = Date.now()
  await restartServer(servers.A)
  report('kill -9', {
    requests: whole.requests,
    failedByStatus: whole.failedBy,
    acknowledgedVotes: load.acknowledged.length,
    votesInDatabase: votes.stored,
    acknowledgedVotesMissing: votes.missing.length,
    pollsWhoseCountDiffers: votes.mismatched.length,
    recoverySeconds: seconds(afterKill.lastFailureEnd === null ? 0 : afterKill.lastFailureEnd - killedAt),
    restartSeconds: seconds(Date.now() - restartStarted),
    serverErrors: { A: errorLines(servers.A, offsets), B: errorLines(servers.B, offsets) },
  })
  assert.deepEqual(votes.missing, [], 'acknowledged votes missing from the database')
  assert.deepEqual(votes.mismatched, [], 'polls whose total_votes differs from their vote rows')
})

test('a rolling restart (A, then B: SIGTERM, exit, start, health) fails no request', { timeout: 300_000 }, async () => {
  await ensureUp('rolling restart')
  const offsets = outputOffsets()
  const load = startLoad()
  const drainSeconds = {}
  const healthySeconds = {}
  let from
  try {
    await load.waitForRequests(100, waitFor)
    from = Date.now()
    for (const server of [servers.A, servers.B]) {
      const stopping = server.process
      const signalled = Date.now()
      stopping.signal('SIGTERM')
      const exited = await waitFor(`server ${server.label} exiting`, () => !stopping.running, DRAIN_DEADLINE_MS).then(
        () => true,
        () => false,
      )
      if (!exited) {
        stopping.signal('SIGKILL')
        await stopping.exited
      }
      drainSeconds[server.label] = exited ? seconds(Date.now() - signalled) : `> ${DRAIN_DEADLINE_MS / 1000} (killed)`
      const starting = Date.now()
      await restartServer(server)
      healthySeconds[server.label] = seconds(Date.now() - starting)
    }
    await load.waitForRequests(100, waitFor)
  } finally {
    await load.stop()
  }
  const whole = tally(load.records)
  const restart = tally(load.records, from)
  report('rolling restart', {
    requests: whole.requests,
    failedByStatus: whole.failedBy,
    requestsFromFirstSigterm: restart.requests,
    failedFromFirstSigterm: restart.failed,
    drainSeconds,
    startSeconds: healthySeconds,
    lastFailureAfterFirstSigtermSeconds: seconds(
      restart.lastFailureEnd === null ? null : restart.lastFailureEnd - from,
    ),
    serverErrors: { A: errorLines(servers.A, offsets), B: errorLines(servers.B, offsets) },
  })
  assert.deepEqual(whole.failedBy, {}, 'requests failed during the rolling restart')
  for (const [label, drain] of Object.entries(drainSeconds)) {
    assert.ok(typeof drain === 'number' && drain * 1000 <= DRAIN_LIMIT_MS, `server ${label} drained in ${drain} s`)
  }
})

/**
 * `service` stopped for OUTAGE_MS under the load, then started again on its port: `halfway` runs
 * in the middle of the outage, `afterReturn` as soon as it is back, `extraChecks` are probed with
 * sign-in, feed and vote (probeRecovery), `afterRecovery` once all of them passed; the load goes on
 * past the recovery bound. Resolves with the load, the outage's moments, the probes' seconds, the
 * figures every outage reports and what its common expectations need.
 */
async function outageUnderLoad(
  service,
  { halfway = async () => {}, afterReturn = async () => {}, extraChecks = {}, afterRecovery = async () => {} } = {},
) {
  const load = startLoad()
  const outage = {}
  let stoppedAt, returnedAt, recovered
  try {
    await load.waitForVotes(50, waitFor)
    const stopping = Date.now()
    await service.stop()
    stoppedAt = Date.now()
    outage.stopSeconds = seconds(stoppedAt - stopping)
    await outageUntil(stoppedAt, OUTAGE_MS / 2)
    await halfway()
    await outageUntil(stoppedAt, OUTAGE_MS)
    outage.serversUpAtItsEnd = serversUp()
    returnedAt = await service.start()
    outage.seconds = seconds(returnedAt - stoppedAt)
    await afterReturn(returnedAt)
    recovered = await probeRecovery(returnedAt, extraChecks)
    await afterRecovery()
    // The load goes on past the bound, so that a failure after it would show.
    await waitFor('the recovery bound to pass', () => Date.now() > returnedAt + RECOVERY_LIMIT_MS + 2_000)
    await load.waitForRequests(50, waitFor)
  } finally {
    await load.stop()
  }
  const during = load.records.filter((record) => record.start >= stoppedAt && record.start < returnedAt)
  const duringTally = tally(during)
  const afterReturnTally = tally(load.records, returnedAt)
  const figures = {
    requests: load.records.length,
    duringOutage: {
      requests: during.length,
      failedByStatus: duringTally.failedBy,
      codes: [...new Set(during.map((record) => record.code).filter(Boolean))],
      status503WithoutRetryAfter: during.filter((record) => record.status === 503 && !record.retryAfter).length,
      medianMs: duringTally.medianMs,
      slowestMs: duringTally.slowestMs,
    },
    afterReturn: { requests: afterReturnTally.requests, failedByStatus: afterReturnTally.failedBy },
    recoverySeconds: {
      load: seconds(afterReturnTally.lastFailureEnd === null ? 0 : afterReturnTally.lastFailureEnd - returnedAt),
      ...recovered,
    },
    ...outage,
  }
  return {
    load,
    returnedAt,
    recovered,
    figures,
    unexpected: outcomesOutside(load.records, stoppedAt, returnedAt, ['ok', '503']),
    afterBound: tally(load.records, returnedAt + RECOVERY_LIMIT_MS),
  }
}

function serversUp() {
  return { A: servers.A.process.running, B: servers.B.process.running }
}

/** What both outages expect: only 503s, servers up, back within 10 s (probes and load). */
function assertHealed({ unexpected, figures, recovered, afterBound }, dependency) {
  assert.deepEqual(unexpected, {}, `answers other than 2xx and 503 during the ${dependency} outage`)
  assert.deepEqual(
    figures.serversUpAtItsEnd,
    { A: true, B: true },
    `servers that exited during the ${dependency} outage`,
  )
  assert.deepEqual(serversUp(), { A: true, B: true }, `servers that exited after the ${dependency} outage`)
  assertRecovered(recovered, dependency)
  assert.deepEqual(afterBound.failedBy, {}, `requests failed more than 10 s after ${dependency} returned`)
}

test(
  'a Redis outage of 20 s: only 503s while it lasts, everything back within 10 s of its return',
  { timeout: 300_000 },
  async () => {
    await ensureUp('Redis outage')
    const offsets = outputOffsets()
    const admin = await signedIn(servers.A.url, 'admin@dilemma.local')
    const roleOn = async (server) => {
      const answer = await tab().send(server.url, 'GET', `/api/posts/${fixtures.target.postId}`)
      return answer.status === 200
        ? answer.body.post.author_role
        : `answered ${answer.status} ${answer.body.code ?? ''}`
    }
    assert.equal(await roleOn(servers.A), 'prouser')
    const demote = () =>
      admin.send(servers.A.url, 'PUT', `/api/admin/users/${fixtures.target.userId}/role`, {
        role: 'user',
        reason: 'other',
      })

    const stale = {}
    let demotedAt, loginLimit
    rateLimitRounds.length = 0
    const outage = await outageUnderLoad(redis, {
      // B reads the pro member's poll (her role into B's cache), A demotes her, B reads again.
      halfway: async () => {
        stale.roleOnBBeforeDemotion = await roleOn(servers.B)
        const demotion = await demote()
        stale.demotionDuringOutage = demotion.status
        if (demotion.status === 200) demotedAt = Date.now()
        stale.roleOnBAfterDemotion = await roleOn(servers.B)
      },
      afterReturn: async () => {
        if (demotedAt !== undefined) return
        await waitFor('the demotion after the return', async () => (await demote()).status === 200)
        demotedAt = Date.now()
      },
      extraChecks: { rateLimit: rateLimitShared, newRoleOnB: async () => (await roleOn(servers.B)) === 'user' },
      afterRecovery: async () => (loginLimit = summarizeStatuses(await loginLimitStatuses())),
    })
    // The stale-cache bound counts from the return or from the change, whichever came later.
    const { newRoleOnB, ...recovered } = outage.recovered
    const changedSince = Math.max(outage.returnedAt, demotedAt)
    stale.newRoleOnBSecondsAfterChange =
      typeof newRoleOnB === 'number' ? seconds(outage.returnedAt + newRoleOnB * 1000 - changedSince) : newRoleOnB
    report('Redis outage', {
      ...outage.figures,
      // Each round: four password-reset requests from a fresh address; the first's and last's statuses.
      rateLimitRounds: {
        count: rateLimitRounds.length,
        first: summarizeStatuses(rateLimitRounds[0]),
        last: summarizeStatuses(rateLimitRounds.at(-1)),
      },
      loginLimitAfterRecovery: loginLimit,
      ...stale,
      serverErrors: { A: errorLines(servers.A, offsets), B: errorLines(servers.B, offsets) },
    })
    assertHealed({ ...outage, recovered }, 'Redis')
    assert.equal(loginLimit, '401×5 429×1', 'the login limit shared by both servers again')
    assert.ok(
      typeof stale.newRoleOnBSecondsAfterChange === 'number' &&
        stale.newRoleOnBSecondsAfterChange * 1000 <= RECOVERY_LIMIT_MS,
      `B showed the demoted member's old role after Redis returned and the change was made: ${stale.newRoleOnBSecondsAfterChange}`,
    )
  },
)

test(
  'a MariaDB outage of 20 s: only 503s with Retry-After, back within 10 s, no vote lost',
  { timeout: 300_000 },
  async () => {
    await ensureUp('MariaDB outage')
    const offsets = outputOffsets()
    const outage = await outageUnderLoad(mariadb)
    const { acknowledged } = outage.load
    const votes = await checkVotes(mariadb.connection, database.name, acknowledged, fixtures.postIds)
    report('MariaDB outage', {
      ...outage.figures,
      acknowledgedVotes: acknowledged.length,
      acknowledgedVotesMissing: votes.missing.length,
      pollsWhoseCountDiffers: votes.mismatched.length,
      serverErrors: { A: errorLines(servers.A, offsets), B: errorLines(servers.B, offsets) },
    })
    assert.deepEqual(votes.missing, [], 'acknowledged votes missing from the database')
    assert.deepEqual(votes.mismatched, [], 'polls whose total_votes differs from their vote rows')
    assertHealed(outage, 'MariaDB')
    assert.equal(
      outage.figures.duringOutage.status503WithoutRetryAfter,
      0,
      '503 answers without Retry-After during the MariaDB outage',
    )
  },
)
