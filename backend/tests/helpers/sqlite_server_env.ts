import { join } from 'node:path'

/**
 * The environment of a server process (SourceServer) of its own: production mode, a fresh SQLite
 * file in `dataDir` that it migrates (and seeds with the demo when `DEMO_SEED` is 'true'), no Redis.
 */
export function sqliteServerEnv(dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: join(dataDir, 'dilemma.sqlite3'),
    MAIL_OUTBOX_DIR: join(dataDir, 'outbox'),
    DB_PREPARE_ON_START: 'true',
    DEMO_SEED: 'false',
    REDIS_HOST: '',
    WEB_CONCURRENCY: '',
    ...extra,
  }
}
