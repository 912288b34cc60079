import { spawn, type ChildProcess } from 'node:child_process'
import { mkdir, readFile } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import { setTimeout as sleep } from 'node:timers/promises'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import autocannon from 'autocannon'
import type { BenchSessions } from '#database/bench/bench_session'
import { freePort } from '#services/free_port'

interface Scenario {
  name: string
  options: autocannon.Options
}

const VOTE = 'POST /api/posts/:id/vote'
const VOTE_WITHOUT_BADGES = 'POST /api/posts/:id/vote (no badge counting)'

/** One endpoint over all rounds: latencies pooled, req/s and the ratio to bare per round. */
interface Measured {
  name: string
  requestsPerSecond: number[]
  /** Each round's req/s divided by the bare route's in the same round. */
  ratioToBare: number[]
  latencies: number[]
  non2xx: number
}

/** The node flags of `npm start` (package.json; a larger young generation, docs/decisions.md). */
const SERVER_FLAGS = ['--max-semi-space-size=64']
const TS_LOADER = ['--import', 'ts-node-maintained/register/esm']
const DRAIN_MS = 3000
const WARM_UP_SECONDS = 2

/**
 * Requests sent in the first second of each run are not counted. While autocannon opens its 50
 * connections and warms up, a few of its requests stall for up to a second, on the bare route as
 * much as on the feed: a timer in the server saw none of them take over 0.3 s while autocannon
 * reported 0.9 s, and 50 cold connections of a plain Node client were all answered in 35 ms.
 */
const RAMP_UP_MS = 1000

/** What a browser sends: the server compresses feeds as it would for a real reader. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' }

/**
 * `npm run bench` → `node ace bench`: seeds a bench database (SQLite file or MySQL database
 * `dilemma_bench`), starts the real server on a free port with BENCH=1, and measures with
 * autocannon the feed as guest and as a member, voting, the badge poll of every signed-in tab
 * and the bare JSON route; prints req/s, p50, p95, p99 and each endpoint's ratio to the bare
 * route, with the machine's load average. Votes are measured twice: on the server as it runs, and
 * on a second server started with BENCH_BADGE_COUNTING=off (votes counted as before badges), so
 * the cost of badge counting is the ratio of the two in the same run.
 * Each endpoint gets a short unmeasured warm-up, then the endpoints are measured in turn for
 * several rounds: on a shared machine a single run drifts (the database still writing out the
 * seed, other processes), so req/s is the median of the rounds, the ratio the median of each
 * round's ratio to the bare route of that round, and the percentiles are over all responses.
 * Figures, not pass/fail.
 */
export default class Bench extends BaseCommand {
  static commandName = 'bench'
  static description = 'Seed a database and measure the feed, voting and a bare route with autocannon'
  static options: CommandOptions = { startApp: false }
  static help = [
    'node ace bench --posts 10000 --votes 100000 --db sqlite',
    'node ace bench --db mysql --connections 50 --duration 10 --rounds 5',
  ]

  @flags.number({ description: 'Posts to seed', default: 100_000 })
  declare posts: number

  @flags.number({ description: 'Votes to seed', default: 1_000_000 })
  declare votes: number

  @flags.string({
    description: 'sqlite or mysql (MySQL at DB_HOST/DB_PORT/DB_USER/DB_PASSWORD, database dilemma_bench)',
    default: 'sqlite',
  })
  declare db: string

  @flags.number({ description: 'Concurrent connections', default: 50 })
  declare connections: number

  @flags.number({ description: 'Seconds per endpoint and round', default: 6 })
  declare duration: number

  @flags.number({ description: 'Rounds over all endpoints; each figure is their median', default: 3 })
  declare rounds: number

  async run() {
    if (!['sqlite', 'mysql'].includes(this.db)) {
      this.logger.error('--db must be sqlite or mysql')
      this.exitCode = 1
      return
    }
    if (this.rounds < 1 || this.duration * 1000 <= RAMP_UP_MS) {
      this.logger.error(`--rounds must be at least 1 and --duration longer than ${RAMP_UP_MS / 1000} s`)
      this.exitCode = 1
      return
    }
    await mkdir(this.app.tmpPath('bench'), { recursive: true })
    const sessionFile = this.app.tmpPath('bench', 'session.json')
    const env = this.benchEnvironment(await freePort())

    this.logger.info(`seeding ${this.posts} posts and ${this.votes} votes into ${this.db}`)
    await runToCompletion(
      process.execPath,
      ['ace.js', 'bench:seed', `--posts=${this.posts}`, `--votes=${this.votes}`, `--session-file=${sessionFile}`],
      env,
    )
    const sessions: BenchSessions = JSON.parse(await readFile(sessionFile, 'utf8'))

    const withoutBadgesEnv = { ...env, PORT: String(await freePort()), BENCH_BADGE_COUNTING: 'off' }
    const servers = [startServer(env), startServer(withoutBadgesEnv)]
    try {
      const baseUrl = `http://127.0.0.1:${env.PORT}`
      const withoutBadgesUrl = `http://127.0.0.1:${withoutBadgesEnv.PORT}`
      await Promise.all([waitUntilUp(baseUrl), waitUntilUp(withoutBadgesUrl)])
      const scenarios = await this.scenarios(baseUrl, withoutBadgesUrl, sessions)
      const results: Measured[] = scenarios.map(({ name }) => ({
        name,
        requestsPerSecond: [],
        ratioToBare: [],
        latencies: [],
        non2xx: 0,
      }))
      for (let round = 1; round <= this.rounds; round++) {
        for (const [index, scenario] of scenarios.entries()) {
          this.logger.info(
            `round ${round}/${this.rounds}: ${scenario.name} (${this.duration} s, ${this.connections} connections)`,
          )
          if (round === 1) await autocannon({ ...scenario.options, duration: WARM_UP_SECONDS })
          const { requestsPerSecond, latencies, non2xx } = await measure(scenario)
          const result = results[index]!
          result.requestsPerSecond.push(requestsPerSecond)
          result.ratioToBare.push(requestsPerSecond / results[0]!.requestsPerSecond.at(-1)!)
          result.latencies = result.latencies.concat(latencies)
          result.non2xx += non2xx
          // Let requests still in flight finish before the next endpoint (or the shutdown).
          await sleep(DRAIN_MS)
        }
      }
      this.printTable(results)
      this.printBadgeCountingCost(results)
    } finally {
      servers.forEach(stop)
    }
  }

  private benchEnvironment(port: number): NodeJS.ProcessEnv {
    const database =
      this.db === 'mysql'
        ? { DB_CONNECTION: 'mysql', DB_DATABASE: 'dilemma_bench' }
        : { DB_CONNECTION: 'sqlite', SQLITE_PATH: this.app.tmpPath('bench', 'bench.sqlite3') }
    return {
      ...process.env,
      ...database,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      BENCH: '1',
    }
  }

  private async scenarios(baseUrl: string, withoutBadgesUrl: string, sessions: BenchSessions): Promise<Scenario[]> {
    const feed = `${baseUrl}/api/posts?page=1&limit=10&seed=12345`
    // Every request carries the session and XSRF cookies, as a browser that loaded the app does.
    const { cookies, xsrf } = await openBrowserSession(baseUrl)
    const headers = { ...BROWSER_HEADERS, cookie: cookies }
    const common = { connections: this.connections, duration: this.duration, headers }
    // One sequence for both vote scenarios: no (member, poll) pair is sent twice.
    const nextVote = distinctVotes(sessions)
    const votes = (url: string, browser: { cookies: string; xsrf: string }): autocannon.Options => ({
      ...common,
      url,
      headers: {
        ...BROWSER_HEADERS,
        cookie: browser.cookies,
        'x-csrf-token': browser.xsrf,
        'content-type': 'application/json',
      },
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const { voterCookie, postId } = nextVote()
            const headers = { ...request.headers, cookie: `${voterCookie}; ${browser.cookies}` }
            return { ...request, headers, path: `/api/posts/${postId}/vote`, body: JSON.stringify({ option: 'a' }) }
          },
        },
      ],
    })
    const memberHeaders = { ...headers, cookie: `${sessions.readerCookie}; ${cookies}` }
    await clearUnseenBadges(baseUrl, memberHeaders, xsrf)
    return [
      { name: 'GET /api/bench/bare', options: { ...common, url: `${baseUrl}/api/bench/bare` } },
      { name: 'GET /api/posts (guest)', options: { ...common, url: feed } },
      {
        name: 'GET /api/posts (member)',
        options: { ...common, url: feed, headers: memberHeaders },
      },
      { name: VOTE, options: votes(baseUrl, { cookies, xsrf }) },
      { name: VOTE_WITHOUT_BADGES, options: votes(withoutBadgesUrl, await openBrowserSession(withoutBadgesUrl)) },
      {
        name: 'GET /api/users/badges/new (member)',
        options: { ...common, url: `${baseUrl}/api/users/badges/new`, headers: memberHeaders },
      },
    ]
  }

  private printTable(results: Measured[]) {
    const table = this.ui.table()
    this.logger.info(
      `${this.posts} posts on ${this.db}; load average ${loadavg()
        .map((load) => load.toFixed(2))
        .join(' ')} on ${availableParallelism()} cores`,
    )
    table.head(['endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'vs bare', 'vs bare by round', 'non-2xx'])
    const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`
    for (const result of results) {
      const percentile = percentileOf(result.latencies.sort((a, b) => a - b))
      table.row([
        result.name,
        median(result.requestsPerSecond).toFixed(0),
        String(percentile(0.5)),
        String(percentile(0.95)),
        String(percentile(0.99)),
        percent(median(result.ratioToBare)),
        result.ratioToBare.map(percent).join(', '),
        String(result.non2xx),
      ])
    }
    table.render()
  }

  /** Votes with badge counting against votes without, round by round (the same run). */
  private printBadgeCountingCost(results: Measured[]) {
    const withBadges = results.find((result) => result.name === VOTE)!
    const without = results.find((result) => result.name === VOTE_WITHOUT_BADGES)!
    const ratios = withBadges.requestsPerSecond.map((perSecond, round) => perSecond / without.requestsPerSecond[round]!)
    const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`
    this.logger.info(
      `votes with badge counting: ${percent(median(ratios))} of votes without (by round: ${ratios.map(percent).join(', ')})`,
    )
  }
}

function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [...SERVER_FLAGS, ...TS_LOADER, 'bin/server.ts'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  })
}

function runToCompletion(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: 'inherit' })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.slice(0, 2).join(' ')} exited with ${code}`)),
    )
  })
}

async function waitUntilUp(baseUrl: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return
    } catch {
      // not listening yet
    }
    await sleep(500)
  }
  throw new Error('the server did not start within 60 s')
}

/** The session and XSRF cookies a browser gets on its first GET (the CSRF secret is not per user). */
/**
 * Her first request counts her login day and grants the first-visit badge; she clears it as the
 * notification list does, so the polls measured are the common case: nothing new.
 */
async function clearUnseenBadges(baseUrl: string, headers: Record<string, string>, xsrf: string) {
  const unseen = await fetch(`${baseUrl}/api/users/badges/new`, { headers })
  const { newBadges } = (await unseen.json()) as { newBadges: { id: number }[] }
  for (const { id } of newBadges) {
    const cleared = await fetch(`${baseUrl}/api/users/mark-badge-seen/${id}`, {
      method: 'POST',
      headers: { ...headers, 'x-csrf-token': xsrf },
    })
    if (!cleared.ok) throw new Error(`mark-badge-seen ${id} answered ${cleared.status}`)
  }
}

async function openBrowserSession(baseUrl: string) {
  const response = await fetch(`${baseUrl}/api/health`)
  const pairs = response.headers.getSetCookie().map((line) => line.split(';')[0]!)
  const xsrfPair = pairs.find((pair) => pair.startsWith('XSRF-TOKEN='))
  if (!xsrfPair) throw new Error('the server did not hand out an XSRF-TOKEN cookie')
  return { cookies: pairs.join('; '), xsrf: decodeURIComponent(xsrfPair.slice('XSRF-TOKEN='.length)) }
}

/**
 * Realistic vote load: consecutive votes come from different members and go to different polls,
 * as when many members vote at once (one member's votes arriving 50 at a time would queue on her
 * own counter row), and no (member, poll) pair repeats: member v's r-th vote goes to poll
 * r + v × stride, so the members' sequences never meet within postCount rounds.
 */
function distinctVotes({ voterCookies, firstPostId, postCount }: BenchSessions) {
  const stride = Math.max(1, Math.floor(postCount / voterCookies.length))
  let sent = 0
  return () => {
    const voter = sent % voterCookies.length
    const round = Math.floor(sent / voterCookies.length)
    sent += 1
    return { voterCookie: voterCookies[voter]!, postId: firstPostId + ((round + voter * stride) % postCount) }
  }
}

/** Runs one scenario once; latencies are collected per response for the percentiles autocannon lacks (p95). */
async function measure({ options }: Scenario) {
  const latencies: number[] = []
  const startedAt = performance.now()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)))
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => {
      const sentAt = performance.now() - responseTime - startedAt
      if (sentAt >= RAMP_UP_MS) latencies.push(responseTime)
    })
  })
  const countedSeconds = (performance.now() - startedAt - RAMP_UP_MS) / 1000
  return { requestsPerSecond: latencies.length / countedSeconds, latencies, non2xx: result.non2xx }
}

/** The latency below which `share` of the sorted `latencies` fall, in whole milliseconds. */
function percentileOf(latencies: number[]) {
  return (share: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0)
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function stop(server: ChildProcess) {
  if (server.exitCode === null) server.kill('SIGTERM')
}
