import { flags } from '@adonisjs/core/ace'
import { SourceServer, START_FLAGS } from '#bench/source_server'
import { LoadBenchCommand } from '#bench/load_bench_command'
import { measureInRounds, ratiosByRound, type Measured } from '#bench/autocannon_rounds'
import { BenchEndpoints, distinctVotes } from '#bench/bench_endpoints'
import { machineLoad, median, percent, percentile } from '#bench/figures'
import { cpuMillisecondsOfTree } from '#bench/process_stats'
import { watchedWordsCheckMicros } from '#bench/watched_words_figure'
import {
  benchServerEnvironment,
  mysqlBenchDatabase,
  seedBenchDatabase,
  type BenchDatabase,
} from '#bench/seeded_database'

const VOTE = 'POST /api/posts/:id/vote'
const VOTE_WITHOUT_BADGES = 'POST /api/posts/:id/vote (no badge counting)'

/**
 * `npm run bench` → `node ace bench`: seeds a bench database (SQLite file or a MySQL database),
 * starts the real server on a free port with BENCH=1, and measures with autocannon the feed as
 * guest and as a member, voting, the badge poll of every signed-in tab and the bare JSON route;
 * prints req/s, p50, p95, p99, the server's CPU time per request (/proc) and each endpoint's
 * ratio to the bare route, with the machine's load average. Votes are measured twice: on the server as it runs, and on a second server
 * started with BENCH_BADGE_COUNTING=off (votes counted as before badges), so the cost of badge
 * counting is the ratio of the two in the same run. Last, the cost of checking a poll's texts
 * against 2,000 watched words (bench/watched_words_figure.ts), beside the poll creation it guards.
 * The endpoints are measured in turn for several rounds (bench/autocannon_rounds.ts): req/s is
 * the median of the rounds, the ratio the median of each round's ratio to the bare route of that
 * round, and the percentiles are over all responses. Figures, not pass/fail.
 * Processes and live results: `bench:cluster` and `bench:fanout`.
 */
export default class Bench extends LoadBenchCommand {
  static commandName = 'bench'
  static description = 'Seed a database and measure the feed, voting and a bare route with autocannon'
  static help = [
    'node ace bench --posts 10000 --votes 100000 --db sqlite',
    'node ace bench --db mysql --database dilemma_bench_mine --connections 50 --duration 10 --rounds 5',
  ]

  @flags.string({ description: 'sqlite or mysql (MySQL: see --database)', default: 'sqlite' })
  declare db: string

  async run() {
    if (!['sqlite', 'mysql'].includes(this.db)) {
      this.logger.error('--db must be sqlite or mysql')
      this.exitCode = 1
      return
    }
    if (!this.roundsAreValid()) return
    const database: BenchDatabase =
      this.db === 'mysql'
        ? mysqlBenchDatabase(this.database)
        : { DB_CONNECTION: 'sqlite', SQLITE_PATH: this.app.tmpPath('bench', 'bench.sqlite3') }

    this.logger.info(`seeding ${this.posts} posts and ${this.votes} votes into ${this.db}`)
    const sessions = await seedBenchDatabase(database, { posts: this.posts, votes: this.votes })

    const env = benchServerEnvironment(database)
    const servers = await Promise.all([
      SourceServer.start({ env, nodeFlags: START_FLAGS, echo: true }),
      SourceServer.start({ env: { ...env, BENCH_BADGE_COUNTING: 'off' }, nodeFlags: START_FLAGS, echo: true }),
    ])
    try {
      const [endpoints, withoutBadges] = await Promise.all(
        servers.map((server) => BenchEndpoints.open(server.url, sessions, this.connections)),
      )
      await endpoints!.clearReaderBadges()
      // One sequence for both vote scenarios: no (member, poll) pair is sent twice.
      const nextVote = distinctVotes(sessions)
      const [serverCpu, withoutBadgesCpu] = servers.map((server) => () => cpuMillisecondsOfTree(server.pid))
      const scenarios = [
        { name: 'GET /api/bench/bare', options: endpoints!.bare(), serverCpu },
        { name: 'GET /api/posts (guest)', options: endpoints!.guestFeed(), serverCpu },
        { name: 'GET /api/posts (member)', options: endpoints!.memberFeed(), serverCpu },
        { name: VOTE, options: endpoints!.votes(nextVote), serverCpu },
        { name: VOTE_WITHOUT_BADGES, options: withoutBadges!.votes(nextVote), serverCpu: withoutBadgesCpu },
        { name: 'GET /api/users/badges/new (member)', options: endpoints!.badgePoll(), serverCpu },
      ]
      const results = await measureInRounds(scenarios, { rounds: this.rounds, duration: this.duration }, (line) =>
        this.logger.info(line),
      )
      this.printTable(results)
      this.printBadgeCountingCost(results)
      this.printWatchedWordsCost()
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
  }

  private printTable(results: Measured[]) {
    this.logger.info(`${this.posts} posts on ${this.db}; ${machineLoad()}`)
    const table = this.ui.table()
    table.head([
      'endpoint',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'vs bare',
      'vs bare by round',
      'CPU µs/req',
      'non-2xx',
    ])
    for (const result of results) {
      const sorted = result.latencies.sort((a, b) => a - b)
      const toBare = ratiosByRound(result, results[0]!)
      table.row([
        result.name,
        median(result.requestsPerSecond).toFixed(0),
        ...[0.5, 0.95, 0.99].map((share) => String(Math.round(percentile(sorted, share)))),
        percent(median(toBare)),
        toBare.map(percent).join(', '),
        (median(result.serverCpuPerRequest) * 1000).toFixed(0),
        String(result.non2xx),
      ])
    }
    table.render()
  }

  /** What creating (or editing) a poll spends on the watched words: 2,000 entries, one poll's texts. */
  private printWatchedWordsCost() {
    const { compileMs, checkMicros } = watchedWordsCheckMicros()
    this.logger.info(
      `watched words (2,000 entries): ${checkMicros.toFixed(0)} µs per poll check (median), compiled in ${compileMs.toFixed(1)} ms`,
    )
  }

  /** Votes with badge counting against votes without, round by round (the same run). */
  private printBadgeCountingCost(results: Measured[]) {
    const withBadges = results.find((result) => result.name === VOTE)!
    const without = results.find((result) => result.name === VOTE_WITHOUT_BADGES)!
    const ratios = ratiosByRound(withBadges, without)
    this.logger.info(
      `votes with badge counting: ${percent(median(ratios))} of votes without (by round: ${ratios.map(percent).join(', ')})`,
    )
  }
}
