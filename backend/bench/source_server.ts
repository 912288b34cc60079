/*
 * A server process started from source, for the benchmarks and the many-processes tests:
 * `bin/server.ts` through ts-node's loader, so no build is needed.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '#bench/free_port'

/** Node flags that run TypeScript sources (ts-node with swc), for every process started from source. */
export const TS_LOADER = ['--import', 'ts-node-maintained/register/esm']

/**
 * The node flags of `npm start` (package.json): a larger young generation
 * (docs/adr/0037-start-and-stop.md).
 */
export const START_FLAGS = ['--max-semi-space-size=64']

const BACKEND_ROOT = fileURLToPath(new URL('../', import.meta.url))
const START_DEADLINE_MS = 60_000

export interface SourceServerOptions {
  /** The process's whole environment; HOST and PORT are set here. */
  env: NodeJS.ProcessEnv
  /** Node flags such as START_FLAGS; they follow the loader, so `--import` may name a TypeScript module. */
  nodeFlags?: string[]
  /** Also copy what the server prints to this process's stderr, as it comes. */
  echo?: boolean
  /** The port to listen on; a free one when unset. */
  port?: number
}

export class SourceServer {
  readonly url: string
  readonly #child: ChildProcess
  #output = ''

  private constructor(port: number, { env, nodeFlags = [], echo = false }: SourceServerOptions) {
    this.url = `http://127.0.0.1:${port}`
    this.#child = spawn(process.execPath, [...TS_LOADER, ...nodeFlags, 'bin/server.ts'], {
      cwd: BACKEND_ROOT,
      env: { ...env, HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    for (const stream of [this.#child.stdout!, this.#child.stderr!]) {
      stream.on('data', (chunk: Buffer) => {
        this.#output += chunk
        if (echo) process.stderr.write(chunk)
      })
    }
  }

  /** Starts a server on a free port and resolves once `/api/health` answers. */
  static async start(options: SourceServerOptions): Promise<SourceServer> {
    const server = new SourceServer(options.port ?? (await freePort()), options)
    try {
      await server.#waitUntil(async () => {
        try {
          return (await fetch(`${server.url}/api/health`)).ok
        } catch {
          return false // not listening yet
        }
      }, 'did not answer')
    } catch (error) {
      await server.stop()
      throw error
    }
    return server
  }

  /** The server's process id; with WEB_CONCURRENCY > 1, the primary's (bin/web_cluster.ts). */
  get pid(): number {
    return this.#child.pid!
  }

  /** Everything the process printed so far (its JSON log lines). */
  output(): string {
    return this.#output
  }

  /** Resolves once `pattern` has been printed `count` times (say, every worker's start line). */
  waitForOutput(pattern: RegExp, count: number): Promise<void> {
    const global = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)
    return this.#waitUntil(async () => (this.#output.match(global)?.length ?? 0) >= count, `did not print ${pattern}`)
  }

  /** Sends the signal and resolves with the exit code once the process has ended. */
  stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    return new Promise((resolve) => {
      if (this.#child.exitCode !== null || this.#child.signalCode !== null) return resolve(this.#child.exitCode)
      this.#child.once('exit', (code) => resolve(code))
      this.#child.kill(signal)
    })
  }

  async #waitUntil(done: () => Promise<boolean>, failure: string): Promise<void> {
    const deadline = Date.now() + START_DEADLINE_MS
    while (Date.now() < deadline) {
      if (this.#child.exitCode !== null) throw new Error(`server exited early:\n${this.#output}`)
      if (await done()) return
      await sleep(100)
    }
    throw new Error(`server ${failure} within ${START_DEADLINE_MS} ms:\n${this.#output}`)
  }
}
