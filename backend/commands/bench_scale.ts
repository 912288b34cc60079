import { flags } from '@adonisjs/core/ace'
import type autocannon from 'autocannon'
import { SourceServer, START_FLAGS } from '#bench/source_server'
import { LoadBenchCommand } from '#bench/load_bench_command'
import { measureInRounds, type Measured, type Scenario } from '#bench/autocannon_rounds'
import { BenchEndpoints, distinctVotes, openBrowserSession } from '#bench/bench_endpoints'
import { machineLoad, median, percentile } from '#bench/figures'
import { cpuMillisecondsOfTree } from '#bench/process_stats'
import { benchServerEnvironment, mysqlBenchDatabase, seedBenchDatabase } from '#bench/seeded_database'
import type { BenchSessions } from '#database/bench/bench_session'
import type { FeedSort } from '@dilemma/contract/polls'

/** Polls per size unless BENCH_SCALE_SIZES (comma-separated) names others, e.g. "5000,50000" for a quick run. */
const DEFAULT_SIZES = [100_000, 1_000_000]
const VOTES_PER_POLL = 10
/**
 * Every sort the feed offers (a key missing here fails the type check). Not the validator's
 * list: ace loads every command at start, before the app's providers add `vine.file`.
 */
const SORTS = Object.keys({
  random: true,
  newest: true,
  oldest: true,
  most_voted: true,
  least_voted: true,
  endingSoon: true,
} satisfies Record<FeedSort, true>)

interface SizeResult {
  posts: number
  seedSeconds: number
  results: Measured[]
}

/**
 * `npm run bench:scale` → `node ace bench:scale`: how the cost of each read grows with the
 * community, so that a query that sorts every matching row shows before members feel it. For each
 * size (100,000 and 1,000,000 polls, or BENCH_SCALE_SIZES) it seeds a MySQL database (10 votes per
 * poll, tags, likes, saves, a member with 2,000 polls), starts the server with
 * BENCH_SHARED_PAGES=off (every feed page read from the database: the queries' cost is what must
 * stay flat; the shared pages only hide it) and measures req/s, p50, p99 and the server's CPU per
 * request of the guest feed in every sort, the member feed, search (a common and a rare word), the
 * tag filter, page 20, the heavy member's polls and her voted list, a post's detail and a vote;
 * then prints each endpoint's CPU per request at the largest size over the smallest. Figures, not
 * pass/fail; the harness is `bench`'s (bench/autocannon_rounds.ts).
 */
export default class BenchScale extends LoadBenchCommand {
  static commandName = 'bench:scale'
  static description = 'Measure the feed, search, lists and voting at 100,000 and 1,000,000 polls on MySQL'
  static help = ['node ace bench:scale', 'BENCH_SCALE_SIZES=5000,50000 node ace bench:scale --duration 4 --rounds 1']

  @flags.string({ description: 'MySQL database to recreate for each size (its name must contain "bench")' })
  declare scaleDatabase?: string

  async run() {
    if (!this.roundsAreValid()) return
    const sizes = process.env.BENCH_SCALE_SIZES
      ? process.env.BENCH_SCALE_SIZES.split(',').map((size) => Number(size.trim()))
      : DEFAULT_SIZES
    if (sizes.some((size) => !Number.isInteger(size) || size < 2500)) {
      this.logger.error('BENCH_SCALE_SIZES must name whole numbers of polls, each at least 2500')
      this.exitCode = 1
      return
    }
    const measured: SizeResult[] = []
    for (const posts of sizes) measured.push(await this.measureSize(posts))
    for (const size of measured) this.printTable(size)
    if (measured.length > 1) this.printGrowth(measured[0]!, measured.at(-1)!)
  }

  private async measureSize(posts: number): Promise<SizeResult> {
    const database = mysqlBenchDatabase(this.scaleDatabase ?? `${this.database}_scale`)
    this.logger.info(`seeding ${posts} polls and ${posts * VOTES_PER_POLL} votes into MySQL`)
    const seedStart = performance.now()
    const sessions = await seedBenchDatabase(database, { posts, votes: posts * VOTES_PER_POLL, community: true })
    const seedSeconds = (performance.now() - seedStart) / 1000
    const env = { ...benchServerEnvironment(database), BENCH_SHARED_PAGES: 'off' }
    const server = await SourceServer.start({ env, nodeFlags: START_FLAGS, echo: true })
    try {
      const scenarios = await this.scenarios(server, sessions)
      const results = await measureInRounds(scenarios, { rounds: this.rounds, duration: this.duration }, (line) =>
        this.logger.info(`${posts} polls, ${line}`),
      )
      return { posts, seedSeconds, results }
    } finally {
      await server.stop()
    }
  }

  private async scenarios(server: SourceServer, sessions: BenchSessions): Promise<Scenario[]> {
    const endpoints = await BenchEndpoints.open(server.url, sessions, this.connections)
    const browser = await openBrowserSession(server.url)
    const serverCpu = () => cpuMillisecondsOfTree(server.pid)
    const get = (path: string, signedIn = false): autocannon.Options => ({
      url: `${server.url}${path}`,
      connections: this.connections,
      headers: {
        'accept-encoding': 'gzip, deflate, br',
        cookie: signedIn ? `${sessions.readerCookie}; ${browser.cookies}` : browser.cookies,
      },
    })
    const { RARE_WORD } = await import('#database/bench/seed_bench_data')
    const feed = '/api/posts?limit=10&seed=12345'
    const detailId = sessions.firstPostId + Math.floor(sessions.postCount / 2)
    return [
      ...SORTS.map((sort) => ({ name: `feed, guest, ${sort}`, options: get(`${feed}&sort=${sort}`), serverCpu })),
      { name: 'feed, member, random', options: get(feed, true), serverCpu },
      { name: 'search, common word', options: get(`${feed}&search=coffee`), serverCpu },
      { name: `search, rare word`, options: get(`${feed}&search=${RARE_WORD}`), serverCpu },
      { name: 'tag filter', options: get(`${feed}&tag_id=${sessions.firstTagId}`), serverCpu },
      { name: 'feed, page 20', options: get(`${feed}&page=20`), serverCpu },
      { name: 'profile, 2,000 polls', options: get(`/api/posts/user/${sessions.heavyMemberId}`), serverCpu },
      { name: 'profile, her voted list', options: get(`/api/posts/public-voted/${sessions.heavyMemberId}`), serverCpu },
      { name: 'post detail', options: get(`/api/posts/${detailId}`), serverCpu },
      { name: 'vote', options: endpoints.votes(distinctVotes(sessions)), serverCpu },
    ]
  }

  private printTable({ posts, seedSeconds, results }: SizeResult) {
    this.logger.info(`${posts} polls on MySQL, seeded in ${seedSeconds.toFixed(0)} s; ${machineLoad()}`)
    const table = this.ui.table()
    table.head(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'CPU µs/req', 'non-2xx'])
    for (const result of results) {
      const sorted = result.latencies.sort((a, b) => a - b)
      table.row([
        result.name,
        median(result.requestsPerSecond).toFixed(0),
        String(Math.round(percentile(sorted, 0.5))),
        String(Math.round(percentile(sorted, 0.99))),
        (median(result.serverCpuPerRequest) * 1000).toFixed(0),
        String(result.non2xx),
      ])
    }
    table.render()
  }

  /** CPU per request at the largest size over the smallest, per endpoint. */
  private printGrowth(smallest: SizeResult, largest: SizeResult) {
    this.logger.info(`CPU per request at ${largest.posts} polls over ${smallest.posts}`)
    const table = this.ui.table()
    table.head(['endpoint', 'CPU ratio'])
    for (const [index, result] of largest.results.entries()) {
      const before = median(smallest.results[index]!.serverCpuPerRequest)
      table.row([result.name, `${(median(result.serverCpuPerRequest) / before).toFixed(2)}×`])
    }
    table.render()
  }
}
