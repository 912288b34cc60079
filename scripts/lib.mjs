import { spawn } from 'node:child_process'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm'

/** Runs a command with inherited output; resolves on exit code 0, rejects otherwise. */
export function run(command, args, options = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', ...options })
    child.once('error', fail)
    child.once('exit', (code, signal) => (code === 0 ? done() : fail(failureOf(command, args, code, signal))))
  })
}

/**
 * Like run, with the output collected: a failure's error carries it as `output`. With
 * `echo: false` the output is only collected, not shown as it comes.
 */
export function runCollectingOutput(command, args, { echo = true, ...options } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['inherit', 'pipe', 'pipe'], ...options })
    const chunks = []
    const passOn = (target) => (chunk) => {
      chunks.push(chunk)
      if (echo) target.write(chunk)
    }
    child.stdout.on('data', passOn(process.stdout))
    child.stderr.on('data', passOn(process.stderr))
    child.once('error', fail)
    child.once('close', (code, signal) => {
      if (code === 0) return done()
      fail(Object.assign(failureOf(command, args, code, signal), { output: Buffer.concat(chunks).toString() }))
    })
  })
}

function failureOf(command, args, code, signal) {
  return new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)
}
