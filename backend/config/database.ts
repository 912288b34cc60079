import { mkdirSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig } from '@adonisjs/lucid'
import type { MysqlConfig } from '@adonisjs/lucid/types/database'
import { backendTmpPath } from '#services/system/backend_paths'
import { READ_REPLICAS_CONNECTION, parseReadHosts } from '#services/sql/read_hosts'

/** The SQLite file: SQLITE_PATH (relative paths resolve from the working directory). */
function sqliteFilename(): string {
  const configured = env.get('SQLITE_PATH')
  const filename = configured
    ? resolve(process.cwd(), configured)
    : backendTmpPath(app.inTest ? 'test.sqlite3' : 'dilemma.sqlite3')
  mkdirSync(dirname(filename), { recursive: true })
  return filename
}

/**
 * The feed's and the vote's statements are prepared once per connection (driver_sql.ts); mysql2
 * closes the least recently used beyond this many, so ten connections of each API node stay far
 * below MariaDB's server-wide max_prepared_stmt_count (16,382 by default). A mysql2 option that
 * Lucid's connection type does not list; knex hands it to mysql2 as it is.
 */
const preparedStatementCache: object = { maxPreparedStatements: 100 }

/**
 * A server that does not answer is given up on in seconds (mysql2's own default is 10 s; knex's
 * wait for a pooled connection, `acquireTimeoutMillis` below, 60 s): the request answers 503
 * SERVICE_UNAVAILABLE (exceptions/database_errors.ts) while it is away. Also a mysql2 option that
 * Lucid's connection type does not list.
 */
const connectTimeout: object = { connectTimeout: 5000 }

const migrations = { naturalSort: true, paths: ['database/migrations'] }
const seeders = { paths: ['database/seeders'] }

const mysql = {
  client: 'mysql2' as const,
  connection: {
    host: env.get('DB_HOST') ?? '127.0.0.1',
    port: env.get('DB_PORT') ?? 3306,
    user: env.get('DB_USER') ?? 'root',
    password: env.get('DB_PASSWORD') ?? '',
    database: env.get('DB_DATABASE') ?? 'dilemma',
    timezone: 'Z',
    charset: 'utf8mb4',
    supportBigNumbers: true,
    decimalNumbers: true,
    ...preparedStatementCache,
    ...connectTimeout,
  },
  migrations,
  seeders,
  pool: {
    min: 0,
    max: 10,
    acquireTimeoutMillis: 10_000,
    afterCreate(
      connection: { query(sql: string, callback: (error: Error | null) => void): void },
      done: (error: Error | null, connection: unknown) => void,
    ) {
      // Literals compare with the same collation as our columns.
      connection.query('SET NAMES utf8mb4 COLLATE utf8mb4_unicode_ci', (error: Error | null) => done(error, connection))
    },
  },
}

/**
 * With DB_READ_HOSTS, a second connection to the same database whose reads go to those replicas
 * (Lucid's `replicas`, round robin). It is only used in read mode, by the reads that may be a moment
 * stale (withReadsFor); the default connection keeps every other read on the primary.
 */
function readReplicas(): Record<string, MysqlConfig> {
  const hosts = parseReadHosts(env.get('DB_READ_HOSTS'), mysql.connection.port)
  if (env.get('DB_CONNECTION') !== 'mysql' || hosts.length === 0) return {}
  return {
    [READ_REPLICAS_CONNECTION]: {
      ...mysql,
      replicas: { read: { connection: hosts }, write: { connection: mysql.connection } },
    },
  }
}

const dbConfig = defineConfig({
  connection: env.get('DB_CONNECTION') ?? 'sqlite',
  prettyPrintDebugQueries: false,
  connections: {
    sqlite: {
      client: 'better-sqlite3',
      connection: { filename: sqliteFilename() },
      useNullAsDefault: true,
      migrations,
      seeders,
      pool: {
        afterCreate(
          connection: { pragma(statement: string): unknown },
          done: (error: Error | null, connection: unknown) => void,
        ) {
          connection.pragma('foreign_keys = ON')
          connection.pragma('journal_mode = WAL')
          connection.pragma('busy_timeout = 5000')
          // Keeps the planner's statistics fresh (SQLite's advice for long-lived connections):
          // without them it prefers the status index to the random feed's key index. No
          // analysis_limit: sampled statistics call a 4-valued status column selective.
          connection.pragma('optimize = 0x10002')
          done(null, connection)
        },
      },
    },
    mysql,
    ...readReplicas(),
  },
})

export default dbConfig
