/*
 * A redis-server of the test's own on a free port of 127.0.0.1, without persistence, that a test
 * may stop and start again on the same port: the machine's shared Redis is never touched.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { connect } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '#bench/free_port'

const START_DEADLINE_MS = 20_000

export class RedisProcess {
  #child: ChildProcess | undefined

  private constructor(readonly port: number) {}

  /** Why no redis-server can be started here, or null. */
  static unavailableReason(): string | null {
    const found = spawnSync('redis-server', ['--version'], { stdio: 'ignore' })
    return found.error || found.status !== 0 ? 'redis-server is not installed' : null
  }

  static async start(): Promise<RedisProcess> {
    const redis = new RedisProcess(await freePort())
    await redis.start()
    return redis
  }

  /** Starts (again) on the same port and resolves once it answers PING. */
  async start(): Promise<void> {
    this.#child = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    )
    const deadline = Date.now() + START_DEADLINE_MS
    while (!(await this.#answersPing())) {
      if (Date.now() > deadline) throw new Error(`redis-server did not answer on port ${this.port}`)
      await sleep(50)
    }
  }

  /** Stops it (SIGTERM, as an operator or a crash would) and resolves once it has exited. */
  async stop(): Promise<void> {
    const child = this.#child
    this.#child = undefined
    if (!child || child.exitCode !== null || child.signalCode !== null) return
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  }

  #answersPing(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(this.port, '127.0.0.1')
      const answer = (answers: boolean) => {
        socket.destroy()
        resolve(answers)
      }
      socket.once('connect', () => socket.write('PING\r\n'))
      socket.once('data', (data) => answer(data.toString().startsWith('+PONG')))
      socket.once('error', () => answer(false))
    })
  }
}
