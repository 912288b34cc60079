import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { inject } from 'vitest'
import { startServer, type RunningServer } from './server.js'

const redisHost = process.env.REDIS_HOST ?? '127.0.0.1'
const redisPort = Number(process.env.REDIS_PORT ?? 6379)

/** True when Redis answers a PING at REDIS_HOST (default 127.0.0.1:6379) within 2 s. */
export function redisAnswers(): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(redisPort, redisHost)
    const finish = (answered: boolean) => {
      socket.destroy()
      done(answered)
    }
    socket.setTimeout(2_000, () => finish(false))
    socket.once('error', () => finish(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => finish(data.toString().startsWith('+PONG')))
  })
}

export interface LiveFleet {
  /** Where votes are cast. */
  serverA: string
  /** Where the watchers' pages (and their streams) are. */
  serverB: string
  /** How many processes serve them: 2 with Redis, else the suite's one server for both. */
  processes: 1 | 2
  stop(): Promise<void>
}

/**
 * Two real server processes sharing one fresh SQLite database and Redis (its own key prefix),
 * as in production behind a load balancer; without Redis, the suite's server plays both parts.
 */
export async function startLiveFleet(): Promise<LiveFleet> {
  const suiteServer = inject('baseUrl')
  if (!(await redisAnswers())) {
    console.log('  (live results e2e on one process: Redis does not answer)')
    return { serverA: suiteServer, serverB: suiteServer, processes: 1, stop: async () => {} }
  }
  const shared = {
    REDIS_HOST: redisHost,
    REDIS_PORT: String(redisPort),
    REDIS_KEY_PREFIX: `dilemma-e2e-${randomBytes(4).toString('hex')}`,
    APP_KEY: randomBytes(32).toString('base64url'),
  }
  const servers: RunningServer[] = []
  try {
    servers.push(await startServer({ env: shared }))
    servers.push(
      await startServer({ env: { ...shared, SQLITE_PATH: servers[0]!.sqlitePath, DB_PREPARE_ON_START: 'false' } }),
    )
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()))
    throw error
  }
  return {
    serverA: servers[0]!.baseUrl,
    serverB: servers[1]!.baseUrl,
    processes: 2,
    stop: async () => {
      await Promise.all(servers.map((server) => server.stop()))
    },
  }
}
