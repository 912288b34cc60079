/*
 * The database a benchmark runs on, seeded by `node ace bench:seed` in a process of its own, and
 * the environment of the servers that read it.
 */
import { spawn } from 'node:child_process'
import { mkdir, readFile, rm } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import type { BenchSessions } from '#database/bench/bench_session'

export type BenchDatabase =
  { DB_CONNECTION: 'sqlite'; SQLITE_PATH: string } | { DB_CONNECTION: 'mysql'; DB_DATABASE: string }

export interface SeedSize {
  posts: number
  votes: number
  /** Members who have voted on nothing, for the votes measured (at least 50). */
  voters?: number
  /** bench:scale's community: a heavy member, likes, saves, a rare word (seed_bench_data.ts). */
  community?: boolean
}

/** A MySQL database at DB_HOST/DB_PORT/DB_USER/DB_PASSWORD; its name must contain "bench". */
export function mysqlBenchDatabase(name: string): BenchDatabase {
  return { DB_CONNECTION: 'mysql', DB_DATABASE: name }
}

/**
 * A server in production mode on `database` with the bare route (BENCH=1), logging warnings only;
 * the rest of this process's environment passes through (REDIS_HOST too, unless `withoutRedis`).
 */
export function benchServerEnvironment(database: BenchDatabase): NodeJS.ProcessEnv {
  return { ...process.env, ...database, NODE_ENV: 'production', LOG_LEVEL: 'warn', BENCH: '1' }
}

/** `env` with shared state in the process's memory: no REDIS_HOST, so no Redis at all. */
export function withoutRedis({ REDIS_HOST: _host, ...env }: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env
}

/** Recreates and fills `database`, and returns the sessions of the members the benchmark acts as. */
export async function seedBenchDatabase(database: BenchDatabase, { posts, votes, voters, community }: SeedSize) {
  await mkdir(app.tmpPath('bench'), { recursive: true })
  const sessionFile = app.tmpPath('bench', `sessions-${process.pid}.json`)
  const flags = [`--posts=${posts}`, `--votes=${votes}`, `--session-file=${sessionFile}`]
  if (voters !== undefined) flags.push(`--voters=${voters}`)
  if (community) flags.push('--community')
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['ace.js', 'bench:seed', ...flags], {
      cwd: app.makePath(),
      env: benchServerEnvironment(database),
      stdio: 'inherit',
    })
    child.once('error', reject)
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench:seed exited with ${code}`))))
  })
  const sessions: BenchSessions = JSON.parse(await readFile(sessionFile, 'utf8'))
  await rm(sessionFile)
  return sessions
}
