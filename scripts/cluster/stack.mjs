// What the cluster test runs, all on loopback (besides the bucket of the backend's s3rver helper):
// a MariaDB database and Redis keys of its own, two API servers from source and nginx with
// docs/nginx/dilemma.conf.
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import mysql from 'mysql2/promise'
import { repoRoot } from '../lib.mjs'
import { GroupProcess, freePort } from './processes.mjs'

const NGINX = '/usr/sbin/nginx' // Debian's package (.ci/run installs it)
/** The machine's shared MariaDB and Redis, unless a caller names servers of its own. */
export const SHARED_MYSQL = { host: '127.0.0.1', port: 3306, user: 'root', password: '' }
export const SHARED_REDIS = { host: '127.0.0.1', port: 6379 }

/** A fresh database named `name` (it must contain "test") on `server`; drop() removes it. */
export async function createDatabase(name, server = SHARED_MYSQL) {
  if (!/^[a-z0-9_]*test[a-z0-9_]*$/.test(name)) throw new Error(`refusing database name ${name}`)
  const connection = await mysql.createConnection(server)
  try {
    await connection.query(`DROP DATABASE IF EXISTS \`${name}\``)
    await connection.query(`CREATE DATABASE \`${name}\``)
  } finally {
    await connection.end()
  }
  return {
    name,
    async drop() {
      const dropper = await mysql.createConnection(server)
      await dropper.query(`DROP DATABASE IF EXISTS \`${name}\``).finally(() => dropper.end())
    },
  }
}

/** Deletes the Redis keys under `prefix` in database `db` of `server`. */
export async function deleteRedisKeys(db, prefix, server = SHARED_REDIS) {
  const redis = new Redis({ ...server, db, lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if (keys.length > 0) await redis.del(...keys)
    }
  } finally {
    redis.disconnect()
  }
}

/**
 * The environment the API servers share: one database, Redis, bucket, APP_KEY and mail folder;
 * MariaDB and Redis are the machine's shared ones unless `mysqlServer`, `redisServer` name others.
 */
export function sharedServerEnv({
  database,
  redisDb,
  redisPrefix,
  s3,
  publicUrl,
  outbox,
  mysqlServer = SHARED_MYSQL,
  redisServer = SHARED_REDIS,
}) {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    APP_KEY: randomBytes(32).toString('hex'),
    APP_URL: publicUrl,
    TRUSTED_PROXIES: '127.0.0.1',
    DB_CONNECTION: 'mysql',
    DB_HOST: mysqlServer.host,
    DB_PORT: String(mysqlServer.port),
    DB_USER: mysqlServer.user,
    DB_PASSWORD: mysqlServer.password,
    DB_DATABASE: database,
    REDIS_HOST: redisServer.host,
    REDIS_PORT: String(redisServer.port),
    REDIS_DB: String(redisDb),
    REDIS_KEY_PREFIX: redisPrefix,
    ...s3.env,
    MAIL_OUTBOX_DIR: outbox,
  }
}

/**
 * `bin/server.ts` from source (ts-node, as the backend's SourceServer), listening on `host` (at
 * `port`, e.g. a restarted server's, or a free one); resolves once its /api/health answers 200.
 */
export async function startApiServer(label, host, env, processes, port = undefined) {
  port ??= await freePort(host)
  const server = new GroupProcess(
    label,
    process.execPath,
    ['--import', 'ts-node-maintained/register/esm', 'bin/server.ts'],
    { cwd: join(repoRoot, 'backend'), env: { ...env, HOST: host, PORT: String(port) } },
  )
  processes.push(server)
  const url = `http://${host}:${port}`
  await server.waitUntilAnswering(`${url}/api/health`)
  return { url, host, port, process: server }
}

/**
 * Two API servers on `hosts` (one address each) sharing `env`: the first prepares the database
 * (migrations, demo accounts) before the second starts on it.
 */
export async function startServerPair(hosts, env, processes) {
  const a = await startApiServer(
    'server A',
    hosts[0],
    { ...env, DB_PREPARE_ON_START: 'true', DEMO_SEED: 'true' },
    processes,
  )
  const b = await startApiServer('server B', hosts[1], env, processes)
  return [a, b]
}

/**
 * docs/nginx/dilemma.conf, the README's file, with its example addresses replaced by the
 * servers' and nginx listening on `port` of 127.0.0.1; each example must be there exactly once.
 */
export function renderSiteConfig(servers, port) {
  let config = readFileSync(join(repoRoot, 'docs', 'nginx', 'dilemma.conf'), 'utf8')
  const replace = (example, actual) => {
    const found = config.split(example).length - 1
    if (found !== 1) throw new Error(`docs/nginx/dilemma.conf names "${example}" ${found} times, not once`)
    config = config.replace(example, actual)
  }
  // The upstream lines' addresses only: the parameters after them (max_fails=…) stay.
  replace('server 127.0.0.2:3333', `server ${servers[0].host}:${servers[0].port}`)
  replace('server 127.0.0.3:3333', `server ${servers[1].host}:${servers[1].port}`)
  replace('listen 80;', `listen 127.0.0.1:${port};`)
  return config
}

/** nginx in the foreground, one process of the current user, every path of its own in `directory`. */
export async function startNginx(servers, directory, processes) {
  const port = await freePort('127.0.0.1')
  mkdirSync(directory, { recursive: true })
  writeFileSync(join(directory, 'dilemma.conf'), renderSiteConfig(servers, port))
  const paths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `    ${kind}_temp_path ${join(directory, kind)};`)
    .join('\n')
  const main = `daemon off;
master_process off;
pid ${join(directory, 'nginx.pid')};
error_log ${join(directory, 'error.log')} warn;
events { worker_connections 256; }
http {
    access_log ${join(directory, 'access.log')};
${paths}
    include ${join(directory, 'dilemma.conf')};
}
`
  writeFileSync(join(directory, 'nginx.conf'), main)
  const nginx = new GroupProcess(
    'nginx',
    NGINX,
    ['-p', directory, '-e', join(directory, 'error.log'), '-c', join(directory, 'nginx.conf')],
    {},
  )
  processes.push(nginx)
  const url = `http://127.0.0.1:${port}`
  await nginx.waitUntilAnswering(`${url}/api/health`)
  return { url, directory }
}
