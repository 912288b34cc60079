// Child processes of the cluster test: each in a process group of its own, so that stopping it
// ends whatever it started too; its output kept for the failure message.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { after } from 'node:test'

/** The generous wait for any state of the cluster (a loaded machine starts servers slowly). */
export const STATE_DEADLINE_MS = 90_000

/** A port nothing listens on at `host` (any 127.x.y.z address is loopback on Linux). */
export function freePort(host) {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, host, () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/** Polls `check` until it returns a truthy value, which it resolves with; fails after the deadline. */
export async function waitFor(what, check, deadlineMs = STATE_DEADLINE_MS) {
  const deadline = Date.now() + deadlineMs
  for (;;) {
    const value = await check()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`${what}: not within ${deadlineMs} ms`)
    await sleep(100)
  }
}

export class GroupProcess {
  output = ''

  constructor(label, command, args, options) {
    this.label = label
    this.child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    this.exited = new Promise((resolve) => this.child.once('exit', resolve))
    this.child.once('error', (error) => {
      this.spawnError = error // not started (no such program): no 'exit' follows
      this.output += `\n${error.stack}`
    })
    for (const stream of [this.child.stdout, this.child.stderr]) stream.on('data', (chunk) => (this.output += chunk))
  }

  get running() {
    return !this.spawnError && this.child.exitCode === null && this.child.signalCode === null
  }

  /** Resolves once `url` answers 200; fails (with the output so far) if the process ends first. */
  async waitUntilAnswering(url) {
    try {
      await waitFor(`${this.label} answering at ${url}`, async () => {
        if (!this.running) throw new Error(`${this.label} ended (exit code ${this.child.exitCode})`)
        return fetch(url).then(
          (response) => response.ok,
          () => false,
        )
      })
    } catch (error) {
      error.message += `\n--- ${this.label} printed ---\n${this.output}`
      throw error
    }
  }

  /** Sends `signal` to the whole group, if it is still there. */
  signal(signal) {
    if (!this.running || this.child.pid === undefined) return
    try {
      process.kill(-this.child.pid, signal)
    } catch {
      // already gone
    }
  }

  /** Ends the whole group: SIGTERM, then SIGKILL if it is still there after 20 s. */
  async stop() {
    if (!this.running) return
    this.signal('SIGTERM')
    const killer = setTimeout(() => this.signal('SIGKILL'), 20_000)
    await this.exited
    clearTimeout(killer)
  }
}

/**
 * After the tests of this file: stops `processes` (the last started first), runs `cleanups` (the
 * last added first), removes `dataDir`, then `report()`s, and fails with every step that failed.
 * Interrupted (Ctrl+C, a CI timeout), no hook runs, but no process of ours outlives this one (a
 * database, Redis keys and the temporary folder may stay; the next run makes fresh ones).
 */
export function cleanUpAfterTests({ processes, cleanups = [], dataDir, report = () => {} }) {
  after(async () => {
    const steps = [...[...processes].reverse().map((child) => () => child.stop()), ...[...cleanups].reverse()]
    const failures = []
    for (const step of steps) await step().catch((error) => failures.push(error))
    rmSync(dataDir, { recursive: true, force: true })
    report()
    if (failures.length > 0) throw new AggregateError(failures, 'cleaning up after the tests failed')
  })
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => process.exit(1))
  process.once('exit', () => processes.forEach((child) => child.signal('SIGKILL')))
}
