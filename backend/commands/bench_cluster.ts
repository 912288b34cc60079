import { SourceServer, START_FLAGS } from '#bench/source_server'
import { LoadBenchCommand } from '#bench/load_bench_command'
import { measureInRounds, ratiosByRound, type Measured, type Scenario } from '#bench/autocannon_rounds'
import { BenchEndpoints, distinctVotes, type NextVote } from '#bench/bench_endpoints'
import { machineLoad, median, percent, percentile } from '#bench/figures'
import { cpuMillisecondsOfTree } from '#bench/process_stats'
import { benchServerEnvironment, mysqlBenchDatabase, seedBenchDatabase, withoutRedis } from '#bench/seeded_database'

interface Setup {
  name: string
  env: NodeJS.ProcessEnv
  /** Processes that serve requests; each prints Adonis's start line once it listens. */
  workers: number
}

const ENDPOINTS = [
  { name: 'bare route', options: (endpoints: BenchEndpoints) => endpoints.bare() },
  { name: 'member feed', options: (endpoints: BenchEndpoints) => endpoints.memberFeed() },
  { name: 'votes', options: (endpoints: BenchEndpoints, nextVote: NextVote) => endpoints.votes(nextVote) },
]

const MEMBER_FEED = ENDPOINTS.findIndex(({ name }) => name === 'member feed')
/** Positions in `setups()`, and so in each endpoint's row of results. */
const NO_REDIS = 0
const ONE_WORKER = 1
const SETUP_COUNT = 3

/** The budget: the shared caches keep the member feed at one worker within 10 % of one process without Redis. */
const MEMBER_FEED_BUDGET = 0.9

/**
 * `node ace bench:cluster` (docs/adr/0041-benchmarks.md): seeds a MySQL bench database
 * and measures the bare route, the member feed and votes on three servers started as production
 * starts them (`bin/server.ts`, with bin/web_cluster.ts behind WEB_CONCURRENCY):
 * - one process without Redis: shared state in its memory, the figure from before many processes;
 * - WEB_CONCURRENCY=1 with REDIS_HOST;
 * - WEB_CONCURRENCY=2 with REDIS_HOST: a primary and two workers on one port.
 * For each endpoint the three are measured one after the other, round after round, and every
 * ratio compares figures of the same round: each setup against WEB_CONCURRENCY=1, and the member
 * feed at one worker with Redis against one process without (the 10 % budget).
 */
export default class BenchCluster extends LoadBenchCommand {
  static commandName = 'bench:cluster'
  static description =
    'Bare route, member feed and votes on MySQL: one process without Redis, WEB_CONCURRENCY=1 and =2 with Redis'
  static help = [
    'node ace bench:cluster --database dilemma_bench_mine',
    'node ace bench:cluster --posts 10000 --votes 100000 --duration 10 --rounds 5',
  ]

  async run() {
    if (!this.roundsAreValid()) return
    const database = mysqlBenchDatabase(this.database)
    this.logger.info(`seeding ${this.posts} posts and ${this.votes} votes into MySQL database ${this.database}`)
    const sessions = await seedBenchDatabase(database, { posts: this.posts, votes: this.votes })

    const servers: SourceServer[] = []
    try {
      const setups = this.setups()
      // One after the other: three TypeScript start-ups at once on a busy machine can exceed the start deadline.
      for (const { name, env, workers } of setups) {
        this.logger.info(`starting ${name}`)
        const server = await SourceServer.start({ env, nodeFlags: START_FLAGS, echo: true })
        servers.push(server)
        await server.waitForOutput(/started HTTP server/, workers)
      }
      const endpoints = await Promise.all(
        servers.map((server) => BenchEndpoints.open(server.url, sessions, this.connections)),
      )
      await endpoints[0]!.clearReaderBadges()
      // One sequence for every server on the one database: no (member, poll) pair is sent twice.
      const nextVote = distinctVotes(sessions)
      const scenarios: Scenario[] = ENDPOINTS.flatMap((endpoint) =>
        setups.map((setup, index) => ({
          name: `${endpoint.name}, ${setup.name}`,
          options: endpoint.options(endpoints[index]!, nextVote),
          serverCpu: () => cpuMillisecondsOfTree(servers[index]!.pid),
        })),
      )
      const results = await measureInRounds(scenarios, { rounds: this.rounds, duration: this.duration }, (line) =>
        this.logger.info(line),
      )
      this.printTable(results)
      this.printMemberFeedBudget(results)
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
  }

  /** One process without Redis, then WEB_CONCURRENCY=1 and =2 with it (NO_REDIS, ONE_WORKER). */
  private setups(): Setup[] {
    // LOG_LEVEL info for Adonis's start line, by which every worker is known to listen (nothing logs per request).
    const env = { ...benchServerEnvironment(mysqlBenchDatabase(this.database)), LOG_LEVEL: 'info' }
    const withRedis = (workers: number): Setup => ({
      name: `WEB_CONCURRENCY=${workers}, Redis`,
      env: {
        ...env,
        WEB_CONCURRENCY: String(workers),
        REDIS_HOST: process.env.REDIS_HOST ?? '127.0.0.1',
        // A prefix per setup and run: the setups' cache buses and live events stay apart.
        REDIS_KEY_PREFIX: `dilemma_bench_${process.pid}_${workers}`,
      },
      workers,
    })
    return [
      { name: 'one process, no Redis', env: withoutRedis({ ...env, WEB_CONCURRENCY: '' }), workers: 1 },
      withRedis(1),
      withRedis(2),
    ]
  }

  /** One row of results per endpoint, in the order of `setups()`. */
  private byEndpoint(results: Measured[]): Measured[][] {
    return ENDPOINTS.map((_, index) => results.slice(index * SETUP_COUNT, (index + 1) * SETUP_COUNT))
  }

  private printTable(results: Measured[]) {
    this.logger.info(`${this.posts} posts on MySQL; ${machineLoad()}`)
    const table = this.ui.table()
    table.head([
      'endpoint, setup',
      'req/s',
      'p50 ms',
      'p99 ms',
      'vs WC=1',
      'vs WC=1 by round',
      'CPU µs/req',
      'CPU vs WC=1',
      'non-2xx',
    ])
    for (const onSetups of this.byEndpoint(results)) {
      for (const result of onSetups) {
        const ratios = ratiosByRound(result, onSetups[ONE_WORKER]!)
        const sorted = result.latencies.sort((a, b) => a - b)
        table.row([
          result.name,
          median(result.requestsPerSecond).toFixed(0),
          ...[0.5, 0.99].map((share) => String(Math.round(percentile(sorted, share)))),
          percent(median(ratios)),
          ratios.map(percent).join(', '),
          (median(result.serverCpuPerRequest) * 1000).toFixed(0),
          percent(median(ratiosByRound(result, onSetups[ONE_WORKER]!, 'serverCpuPerRequest'))),
          String(result.non2xx),
        ])
      }
    }
    table.render()
  }

  private printMemberFeedBudget(results: Measured[]) {
    const memberFeed = this.byEndpoint(results)[MEMBER_FEED]!
    const [withRedis, withoutRedis] = [memberFeed[ONE_WORKER]!, memberFeed[NO_REDIS]!]
    const ratios = ratiosByRound(withRedis, withoutRedis)
    const ratio = median(ratios)
    const cpuRatios = ratiosByRound(withRedis, withoutRedis, 'serverCpuPerRequest')
    this.logger.info(
      `member feed, WEB_CONCURRENCY=1 with Redis: ${percent(ratio)} of the req/s of one process without Redis ` +
        `(by round: ${ratios.map(percent).join(', ')}): ${ratio >= MEMBER_FEED_BUDGET ? 'within' : 'NOT within'} ` +
        `the budget (no more than 10 % slower); server CPU per request ${percent(median(cpuRatios))} of it ` +
        `(by round: ${cpuRatios.map(percent).join(', ')})`,
    )
  }
}
