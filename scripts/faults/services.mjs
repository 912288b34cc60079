// The fault test's own Redis and MariaDB, on free loopback ports with every file in a temporary
// folder: they can be stopped and started again on the same port (and datadir) without touching
// the machine's shared servers (6379, 3306).
import { existsSync, mkdirSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import mysql from 'mysql2/promise'
import { runCollectingOutput } from '../lib.mjs'
import { GroupProcess, freePort, waitFor } from '../cluster/processes.mjs'

const REDIS_SERVER = '/usr/bin/redis-server' // Debian's redis-server
const MARIADBD = '/usr/sbin/mariadbd' // Debian's mariadb-server-core (.ci/run installs it)
const MARIADB_INSTALL_DB = '/usr/bin/mariadb-install-db'

/**
 * A dependency the test stops and starts: `start()` resolves once it answers, with the moment it
 * did (epoch ms); `stop()` resolves once the process has exited.
 */
class Service {
  constructor(label, command, argsOf, processes, isReady) {
    this.label = label
    this.command = command
    this.argsOf = argsOf
    this.processes = processes
    this.isReady = isReady
  }

  get running() {
    return this.process?.running ?? false
  }

  async start() {
    this.process = new GroupProcess(this.label, this.command, this.argsOf(), {})
    this.processes.push(this.process)
    const started = this.process
    await waitFor(`${this.label} ready`, async () => {
      if (!started.running) throw new Error(`${this.label} ended (${started.child.exitCode})\n${started.output}`)
      return this.isReady()
    })
    return Date.now()
  }

  async stop() {
    await this.process?.stop()
  }
}

/** redis-server on a free port of 127.0.0.1, nothing saved to disk. */
export async function createRedis(directory, processes) {
  mkdirSync(directory, { recursive: true })
  const port = await freePort('127.0.0.1')
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', directory]
  const service = new Service(
    'redis-server',
    REDIS_SERVER,
    () => args,
    processes,
    () => redisAnswers(port),
  )
  service.connection = { host: '127.0.0.1', port }
  return service
}

function redisAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    let answer = ''
    const done = (ready) => {
      socket.destroy()
      resolve(ready)
    }
    socket.setTimeout(2_000, () => done(false))
    socket.once('error', () => done(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.on('data', (chunk) => {
      answer += chunk
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'))
    })
  })
}

/**
 * mariadbd on a free port of 127.0.0.1 with a datadir made by mariadb-install-db (root without a
 * password), small buffers so that it starts (and recovers) fast; its socket in the folder too.
 * `serverArgs` replace the default of no binary log (a replication primary writes one).
 */
export async function createMariaDb(directory, processes, serverArgs = ['--skip-log-bin']) {
  for (const program of [MARIADBD, MARIADB_INSTALL_DB]) {
    if (!existsSync(program)) throw new Error(`${program} is missing (Debian: apt-get install mariadb-server)`)
  }
  const datadir = join(directory, 'data')
  mkdirSync(directory, { recursive: true })
  const user = process.getuid?.() === 0 ? ['--user=root'] : []
  await runCollectingOutput(
    MARIADB_INSTALL_DB,
    [
      '--no-defaults',
      `--datadir=${datadir}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
      '--skip-name-resolve',
      ...user,
    ],
    { echo: false },
  )
  const port = await freePort('127.0.0.1')
  const args = [
    '--no-defaults',
    `--datadir=${datadir}`,
    `--port=${port}`,
    '--bind-address=127.0.0.1',
    `--socket=${join(directory, 'mariadb.sock')}`,
    `--pid-file=${join(directory, 'mariadb.pid')}`,
    `--log-error=${join(directory, 'error.log')}`,
    '--skip-name-resolve',
    ...serverArgs,
    '--performance-schema=OFF',
    '--innodb-buffer-pool-size=32M',
    '--innodb-log-file-size=16M',
    '--key-buffer-size=1M',
    '--max-connections=200',
    ...user,
  ]
  const connection = { host: '127.0.0.1', port, user: 'root', password: '' }
  const service = new Service(
    'mariadbd',
    MARIADBD,
    () => args,
    processes,
    () => mariaDbAnswers(connection),
  )
  service.connection = connection
  service.errorLog = join(directory, 'error.log')
  return service
}

async function mariaDbAnswers(connection) {
  try {
    const probe = await mysql.createConnection({ ...connection, connectTimeout: 2_000 })
    await probe.query('SELECT 1').finally(() => probe.end())
    return true
  } catch {
    return false
  }
}
