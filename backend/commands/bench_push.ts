import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import app from '@adonisjs/core/services/app'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import mysql from 'mysql2/promise'
import { openBrowserSession, writeHeaders, type BrowserSession } from '#bench/bench_endpoints'
import { machineLoad, percentile } from '#bench/figures'
import { residentKibOf } from '#bench/process_stats'
import { SourceServer, START_FLAGS } from '#bench/source_server'
import { benchServerEnvironment, mysqlBenchDatabase, seedBenchDatabase } from '#bench/seeded_database'
import { PushServiceStandIn } from '../tests/helpers/push_service.mjs'

/** Budget of the fan-out (the issue's): every push at the push service within this time. */
const BUDGET_MS = 60_000
/** Readers asking for the feed at once, before and during the fan-out. */
const FEED_READERS = 4
const FEED_BEFORE_MS = 15_000
const FEED_PATH = '/api/posts?page=1&limit=10'
const INSERT_BATCH = 1_000
const MEMORY_SAMPLE_MS = 250

/**
 * `node ace bench:push`: a poll with `--voters` voters, each with a push subscription at the
 * backend's push service stand-in (in this process: it checks each VAPID token and decrypts each
 * message, as a browser vendor's service would), closes by its last vote. Measured: the time from
 * that vote's answer until every voter's push has reached the stand-in, pushes per second, the
 * server's resident memory (its worker runs in the web process, BullMQ on Redis) before and at
 * its peak, and the p99 of a member's feed before and during the fan-out.
 */
export default class BenchPush extends BaseCommand {
  static commandName = 'bench:push'
  static description = 'How fast a poll that ends reaches its 10,000 voters by Web Push, and what it costs the feed'
  static options: CommandOptions = { startApp: false }
  static help = ['node ace bench:push --database dilemma_bench_push --voters 10000']

  @flags.string({
    description: 'MySQL database to recreate and seed (its name must contain "bench"), at DB_HOST/DB_PORT/DB_USER',
    default: 'dilemma_bench_push',
  })
  declare database: string

  @flags.number({ description: 'Voters of the poll, each with one push subscription', default: 10_000 })
  declare voters: number

  async run() {
    const database = mysqlBenchDatabase(this.database)
    this.logger.info(`seeding ${this.voters} members who have not voted`)
    const sessions = await seedBenchDatabase(database, { posts: 200, votes: 2_000, voters: this.voters })
    const postId = sessions.firstPostId + 1
    const pushService = await PushServiceStandIn.start()
    const certificate = app.tmpPath('bench', `push-service-${process.pid}.pem`)
    await writeFile(certificate, pushService.certificate)

    const connection = await mysql.createConnection({
      host: process.env.DB_HOST ?? '127.0.0.1',
      port: Number(process.env.DB_PORT ?? 3306),
      user: process.env.DB_USER ?? 'root',
      password: process.env.DB_PASSWORD ?? '',
      database: this.database,
    })
    const [lastVoter, ...others] = await this.voterIds(connection, sessions.voterCookies.length)
    this.logger.info(`${others.length} votes and ${this.voters} push subscriptions on poll ${postId}`)
    await this.prepareThePoll(connection, postId, others, [lastVoter!, ...others], pushService)
    await connection.end()

    const server = await SourceServer.start({
      env: {
        ...benchServerEnvironment(database),
        REDIS_HOST: process.env.REDIS_HOST ?? '127.0.0.1',
        REDIS_KEY_PREFIX: `dilemma_bench_push_${process.pid}`,
        WEB_CONCURRENCY: '',
        NODE_EXTRA_CA_CERTS: certificate,
      },
      nodeFlags: START_FLAGS,
      echo: true,
    })
    try {
      const browser = await openBrowserSession(server.url)
      const feed = new FeedReaders(server.url, browser, sessions.readerCookie)
      this.logger.info('the feed before: warming up, then measured')
      await feed.readFor(3_000)
      const before = await feed.readFor(FEED_BEFORE_MS)
      const memoryBefore = await residentKibOf(server.pid)

      const voterCookie = sessions.voterCookies[0]!
      const during = feed.readUntilStopped()
      const peak = new PeakMemory(server.pid)
      const voted = await fetch(`${server.url}/api/posts/${postId}/vote`, {
        method: 'POST',
        headers: { ...writeHeaders(browser, voterCookie), 'content-type': 'application/json' },
        body: JSON.stringify({ option: 'a' }),
      })
      const closedAt = performance.now()
      if (voted.status !== 200) throw new Error(`the closing vote answered ${voted.status}: ${await voted.text()}`)
      const arrived = await this.allArrived(pushService, this.voters, closedAt)
      const duringFanout = await feed.stop(during)
      const peakKib = await peak.stop()

      this.logger.info(`one server process (web and worker) on MySQL, BullMQ on Redis; ${machineLoad()}`)
      const seconds = arrived.lastMs / 1000
      this.logger.info(
        `pushes: ${arrived.count} of ${this.voters} voters' in ${seconds.toFixed(1)} s ` +
          `(${Math.round(arrived.count / seconds)} pushes/s; first after ${Math.round(arrived.firstMs)} ms); ` +
          `budget ${BUDGET_MS / 1000} s: ${arrived.lastMs <= BUDGET_MS && arrived.count === this.voters ? 'met' : 'MISSED'}`,
      )
      this.logger.info(
        `stand-in: ${pushService.rejected.length} refused, ${pushService.received.length} received in all`,
      )
      this.logger.info(
        `server memory (VmRSS): ${Math.round(memoryBefore / 1024)} MiB before, ${Math.round(peakKib / 1024)} MiB at its peak`,
      )
      const p99Before = percentile(before.latencies, 0.99)
      const p99During = percentile(duringFanout.latencies, 0.99)
      this.logger.info(
        `member feed p99: ${p99Before.toFixed(1)} ms before (${before.latencies.length} requests), ` +
          `${p99During.toFixed(1)} ms during the fan-out (${duringFanout.latencies.length} requests): ` +
          `×${(p99During / p99Before).toFixed(2)}, budget ×2: ${p99During <= 2 * p99Before ? 'met' : 'MISSED'}`,
      )
    } finally {
      await server.stop()
      await pushService.stop()
    }
  }

  /** The seed's members who have voted on nothing, in the order of their cookies: the last users made. */
  private async voterIds(connection: mysql.Connection, count: number): Promise<number[]> {
    const [rows] = await connection.query<mysql.RowDataPacket[]>('SELECT id FROM users ORDER BY id DESC LIMIT ?', [
      count,
    ])
    return rows.map((row) => Number(row.id)).reverse()
  }

  /** The poll: every voter but the last has voted, its vote limit is one more; every voter has a device. */
  private async prepareThePoll(
    connection: mysql.Connection,
    postId: number,
    voted: number[],
    subscribed: number[],
    pushService: PushServiceStandIn,
  ) {
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ')
    await connection.query('DELETE FROM votes WHERE post_id = ?', [postId])
    for (let start = 0; start < voted.length; start += INSERT_BATCH) {
      const rows = voted.slice(start, start + INSERT_BATCH).map((userId) => [postId, userId, 'a', now])
      await connection.query('INSERT INTO votes (post_id, user_id, choice, created_at) VALUES ?', [rows])
    }
    await connection.query(
      "UPDATE posts SET status = 'active', vote_limit = ?, time_limit = NULL, total_votes = ?, vote_count_a = ?, " +
        'vote_count_b = 0, vote_count_c = 0, vote_count_d = 0 WHERE id = ?',
      [voted.length + 1, voted.length, voted.length, postId],
    )
    for (let start = 0; start < subscribed.length; start += INSERT_BATCH) {
      const rows = subscribed.slice(start, start + INSERT_BATCH).map((userId) => {
        const { endpoint, keys } = pushService.subscribe()
        const hash = createHash('sha256').update(endpoint).digest('hex')
        return [userId, endpoint, hash, keys.p256dh, keys.auth, now, now]
      })
      await connection.query(
        'INSERT INTO push_subscriptions (user_id, endpoint, endpoint_hash, p256dh, auth, created_at, updated_at) VALUES ?',
        [rows],
      )
    }
  }

  /**
   * Waits until `expected` voters' pushes (the poll's end: high urgency; the author has no device)
   * have arrived, or the budget twice over.
   */
  private async allArrived(pushService: PushServiceStandIn, expected: number, since: number) {
    const arrivals: number[] = []
    let seen = 0
    const deadline = since + 2 * BUDGET_MS
    while (performance.now() < deadline) {
      const received = pushService.received
      for (; seen < received.length; seen++) {
        if (received[seen]!.urgency === 'high') arrivals.push(performance.now() - since)
      }
      if (arrivals.length >= expected) break
      await sleep(50)
    }
    return { count: Math.min(arrivals.length, expected), firstMs: arrivals[0] ?? NaN, lastMs: arrivals.at(-1) ?? NaN }
  }
}

/** A member reading her feed, FEED_READERS requests at a time, each request timed. */
class FeedReaders {
  constructor(
    private baseUrl: string,
    private browser: BrowserSession,
    private readerCookie: string,
  ) {}

  async readFor(milliseconds: number): Promise<{ latencies: number[] }> {
    const run = this.readUntilStopped()
    await sleep(milliseconds)
    return this.stop(run)
  }

  readUntilStopped() {
    const state = { stopped: false, latencies: [] as number[] }
    const reader = async () => {
      while (!state.stopped) {
        const started = performance.now()
        const response = await fetch(`${this.baseUrl}${FEED_PATH}`, {
          headers: writeHeaders(this.browser, this.readerCookie),
        })
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`the feed answered ${response.status}`)
        state.latencies.push(performance.now() - started)
      }
    }
    return { state, readers: Promise.all(Array.from({ length: FEED_READERS }, reader)) }
  }

  async stop(run: ReturnType<FeedReaders['readUntilStopped']>): Promise<{ latencies: number[] }> {
    run.state.stopped = true
    await run.readers
    return { latencies: run.state.latencies.sort((a, b) => a - b) }
  }
}

/** The highest resident memory of a process, sampled every MEMORY_SAMPLE_MS. */
class PeakMemory {
  #peak = 0
  #timer: NodeJS.Timeout

  constructor(private pid: number) {
    this.#timer = setInterval(() => {
      residentKibOf(this.pid).then(
        (kib) => (this.#peak = Math.max(this.#peak, kib)),
        () => {},
      )
    }, MEMORY_SAMPLE_MS)
  }

  async stop(): Promise<number> {
    clearInterval(this.#timer)
    this.#peak = Math.max(this.#peak, await residentKibOf(this.pid))
    return this.#peak
  }
}
