import { writeFile } from 'node:fs/promises'
import { BaseCommand, flags } from '@adonisjs/core/ace'
import type { CommandOptions } from '@adonisjs/core/types/ace'
import type { BenchSessions } from '#database/bench/bench_session'

const SESSION_BATCH = 100

/**
 * `node ace bench:seed`: recreates the database the environment names (never one without
 * "bench" in its name), fills it for `node ace bench`, and writes to `--session-file` the signed
 * session cookies of members who have not voted yet (BenchSessions). Run by `bench`, not by hand.
 */
export default class BenchSeed extends BaseCommand {
  static commandName = 'bench:seed'
  static description = 'Fill a bench database with synthetic users, posts and votes (used by `bench`)'
  static options: CommandOptions = { startApp: true }
  static help = ['Called by `node ace bench` with DB_CONNECTION/SQLITE_PATH/DB_DATABASE set to a bench database.']

  @flags.number({ description: 'Posts to create', default: 100_000 })
  declare posts: number

  @flags.number({ description: 'Votes to create', default: 1_000_000 })
  declare votes: number

  @flags.number({ description: 'Members who have voted on nothing, for the votes measured (at least 50)', default: 50 })
  declare voters: number

  @flags.boolean({ description: 'A heavy member, likes, saves and a rare word (bench:scale)', default: false })
  declare community: boolean

  @flags.string({ description: 'Where to write the session cookie of the benchmark member' })
  declare sessionFile: string

  async run() {
    const { default: db } = await import('@adonisjs/lucid/services/db')
    const { recreateBenchDatabase } = await import('#database/bench/bench_database')
    const { seedBenchData } = await import('#database/bench/seed_bench_data')
    const { benchSessionCookie } = await import('#database/bench/bench_session')

    await recreateBenchDatabase()
    let lastLine = ''
    const size = { posts: this.posts, votes: this.votes, voters: this.voters, community: this.community }
    const cast = await seedBenchData(size, (stage, done, total) => {
      const width = 30
      const filled = Math.round((done / total) * width)
      const percent = Math.floor((done / total) * 100)
      const line = `  ${stage.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${String(percent).padStart(3)} % of ${total}`
      if (line !== lastLine) process.stdout.write(`\r${line}${done === total ? '\n' : ''}`)
      lastLine = line
    })
    const sessions: BenchSessions = {
      readerCookie: await benchSessionCookie(cast.readerId),
      voterCookies: await sessionCookiesOf(cast.voterIds),
      firstPostId: cast.firstPostId,
      postCount: cast.postCount,
      heavyMemberId: cast.heavyMemberId,
      firstTagId: cast.firstTagId,
    }
    await writeFile(this.sessionFile, JSON.stringify(sessions))
    await db.manager.closeAll()
  }
}

/** Sessions started a batch at a time: ten thousand at once would wait past the pool's acquire timeout. */
async function sessionCookiesOf(userIds: number[]): Promise<string[]> {
  const { benchSessionCookie } = await import('#database/bench/bench_session')
  const cookies: string[] = []
  for (let start = 0; start < userIds.length; start += SESSION_BATCH) {
    cookies.push(...(await Promise.all(userIds.slice(start, start + SESSION_BATCH).map(benchSessionCookie))))
  }
  return cookies
}
