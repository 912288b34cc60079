import { setTimeout as sleep } from 'node:timers/promises'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import { SourceServer, START_FLAGS } from '#bench/source_server'
import { openBrowserSession, subscribeStreams, type BrowserSession } from '#bench/bench_endpoints'
import { EventStreamReaders } from '#bench/event_stream_readers'
import { Deliveries, printDeliveries, printMemory, printVotes, type MemoryStep } from '#bench/fanout_report'
import { machineLoad } from '#bench/figures'
import { HEAP_PROBE_FLAGS, probeHeap } from '#bench/heap_probe'
import { PollVoter } from '#bench/poll_votes'
import { openFileLimit, residentKibOf } from '#bench/process_stats'
import { benchServerEnvironment, mysqlBenchDatabase, seedBenchDatabase } from '#bench/seeded_database'

/** The data hardly matters here: enough polls for the phases, each voted on by other members before. */
const SEED = { posts: 1_000, votes: 10_000 }
const WARM_UP_STREAMS = 100
const WARM_UP_VOTES = 100
/** Files the processes need besides the streams: the database pool, Redis, modules, the warm-up's streams. */
const SPARE_FILES = 300
/** Time for the last requests to finish before the server's memory is read (after a full collection). */
const SETTLE_MS = 1_000
const MEMORY_STEPS = 4
const DELIVERY_DEADLINE_MS = 5_000

/**
 * `node ace bench:fanout` (docs/adr/0041-benchmarks.md): one server process as in
 * production (MySQL, Redis transport), `--streams` live-results streams held open by a reader
 * process of their own, and the server's memory read as they open: VmRSS from /proc right after
 * a full collection, with the JS heap and the young generation then (bench/heap_probe.ts). Then
 * `--subscribers` of them follow one poll (`polls/:id`) and `--votes` members vote on it one at a
 * time: each vote's event is timed at every subscriber, from the vote's answer and from its
 * sending. The same number of votes is cast first with no stream open and then with all streams
 * open but none following the poll, for the server's CPU time per vote in each case.
 */
export default class BenchFanout extends BaseCommand {
  static commandName = 'bench:fanout'
  static description = 'Memory per live-results stream, and how fast a vote reaches 1,000 subscribers of its poll'
  static options: CommandOptions = { startApp: false }
  static help = ['node ace bench:fanout --database dilemma_bench_mine --streams 2000 --subscribers 1000 --votes 200']

  @flags.string({
    description: 'MySQL database to recreate and seed (its name must contain "bench"), at DB_HOST/DB_PORT/DB_USER',
    default: 'dilemma_bench',
  })
  declare database: string

  @flags.number({ description: 'Streams held open', default: 2_000 })
  declare streams: number

  @flags.number({ description: 'Streams that follow the poll voted on', default: 1_000 })
  declare subscribers: number

  @flags.number({ description: 'Votes cast in each phase, one at a time, each by another member', default: 200 })
  declare votes: number

  async run() {
    if (!(await this.flagsAreValid())) return
    const database = mysqlBenchDatabase(this.database)
    const voters = Math.max(this.votes, WARM_UP_VOTES)
    this.logger.info(`seeding ${SEED.posts} posts, ${SEED.votes} votes and ${voters} members who have not voted`)
    const sessions = await seedBenchDatabase(database, { ...SEED, voters })
    const [warmUpPoll, quietPoll, unfollowedPoll, followedPoll] = [1, 2, 3, 4].map((n) => sessions.firstPostId + n)

    const server = await SourceServer.start({
      env: {
        ...benchServerEnvironment(database),
        REDIS_HOST: process.env.REDIS_HOST ?? '127.0.0.1',
        REDIS_KEY_PREFIX: `dilemma_bench_${process.pid}`,
        WEB_CONCURRENCY: '',
      },
      nodeFlags: [...START_FLAGS, ...HEAP_PROBE_FLAGS],
      echo: true,
    })
    const readers = EventStreamReaders.start()
    try {
      const browser = await openBrowserSession(server.url)
      const voter = (cookies: string[]) => new PollVoter(server.url, server.pid, browser, cookies)
      const allVoters = voter(sessions.voterCookies.slice(0, this.votes))

      this.logger.info('warming up: streams, subscriptions and votes')
      await this.warmUp(server, browser, voter(sessions.voterCookies.slice(0, WARM_UP_VOTES)), warmUpPoll)

      this.logger.info(`${this.votes} votes, no stream open`)
      const quiet = await allVoters.series(quietPoll)

      const memory: MemoryStep[] = []
      const noteMemory = async (label: string, streams: number) => {
        await sleep(SETTLE_MS)
        const heap = await probeHeap(server)
        memory.push({ label, streams, rssKib: await residentKibOf(server.pid), heap })
      }
      await noteMemory('no stream', 0)
      const uids: string[] = []
      for (let step = 1; step <= MEMORY_STEPS; step++) {
        const target = Math.round((this.streams * step) / MEMORY_STEPS)
        this.logger.info(`opening streams: ${target} of ${this.streams}`)
        uids.push(...(await readers.open(server.url, target - uids.length)))
        await noteMemory(`${target} streams`, target)
      }

      this.logger.info(`${this.votes} votes, ${this.streams} streams open, none following the poll`)
      const unfollowed = await allVoters.series(unfollowedPoll)

      this.logger.info(`subscribing ${this.subscribers} streams to polls/${followedPoll}`)
      await subscribeStreams(server.url, browser, uids.slice(0, this.subscribers), `polls/${followedPoll}`)
      await noteMemory(`${this.streams} streams, ${this.subscribers} following a poll`, this.streams)

      this.logger.info(`${this.votes} votes on the followed poll`)
      const deliveries = new Deliveries()
      const followed = await allVoters.series(followedPoll, async (vote) =>
        deliveries.record(vote, await readers.arrivals(vote.totalVotes, this.subscribers, DELIVERY_DEADLINE_MS)),
      )

      this.logger.info(`one server process on MySQL with the Redis transport; ${machineLoad()}`)
      printMemory(this, memory, this.subscribers)
      printVotes(
        this,
        [
          ['no stream open', quiet],
          [`${this.streams} streams, none following the poll`, unfollowed],
          [`${this.streams} streams, ${this.subscribers} following the poll`, followed],
        ],
        this.subscribers,
      )
      printDeliveries(this, deliveries, DELIVERY_DEADLINE_MS)
    } finally {
      await readers.close()
      await server.stop()
    }
  }

  private async flagsAreValid(): Promise<boolean> {
    const problems: string[] = []
    if (this.streams < MEMORY_STEPS) problems.push(`--streams must be at least ${MEMORY_STEPS}`)
    if (this.subscribers < 1 || this.subscribers > this.streams) problems.push('--subscribers must be 1 to --streams')
    if (this.votes < 1) problems.push('--votes must be at least 1')
    const needed = this.streams + SPARE_FILES
    const limit = await openFileLimit()
    if (limit < needed) {
      problems.push(
        `the open-file limit is ${limit}; ${this.streams} streams need at least ${needed} ` +
          `(in the shell that runs the benchmark: ulimit -n ${needed})`,
      )
    }
    for (const problem of problems) this.logger.error(problem)
    if (problems.length) this.exitCode = 1
    return problems.length === 0
  }

  /** JIT-compiles the stream, subscription, vote and broadcast paths before anything is measured. */
  private async warmUp(server: SourceServer, browser: BrowserSession, voter: PollVoter, postId: number) {
    const warmUpReaders = EventStreamReaders.start()
    try {
      const uids = await warmUpReaders.open(server.url, WARM_UP_STREAMS)
      await subscribeStreams(server.url, browser, uids, `polls/${postId}`)
      await voter.series(postId, (vote) => warmUpReaders.arrivals(vote.totalVotes, uids.length, DELIVERY_DEADLINE_MS))
    } finally {
      await warmUpReaders.close()
    }
  }
}
