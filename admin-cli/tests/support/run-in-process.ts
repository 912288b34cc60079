import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { stripVTControlCharacters } from 'node:util'
import type { Io } from '../../src/io.js'
import { runCli } from '../../src/run.js'

export interface CliRun {
  exitCode: number
  stdout: string
  stderr: string
}

export interface RunOptions {
  env?: Record<string, string | undefined>
  /** Piped (not a terminal) stdin content. */
  stdin?: string
  /** A terminal stdin, fed by the test while the command runs. */
  terminal?: PassThrough & { isTTY?: boolean }
  /** Called with everything written to stderr so far, on every write. */
  onStderr?: (stderrSoFar: string) => void
  /** stderr claims to be a terminal, so progress bars are drawn. */
  stderrIsTTY?: boolean
}

/** A fresh, empty config directory for one test. */
export function freshConfigDir(): string {
  return mkdtempSync(join(tmpdir(), 'dilemma-admin-'))
}

/** Runs `dilemma-admin <args>` in this process, capturing its output. */
export async function runDilemmaAdmin(args: string[], options: RunOptions = {}): Promise<CliRun> {
  let stdout = ''
  let stderr = ''
  const stdoutStream = new PassThrough().on('data', (chunk: Buffer) => (stdout += chunk.toString()))
  const stderrStream = Object.assign(
    new PassThrough().on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
      options.onStderr?.(stderr)
    }),
    { isTTY: options.stderrIsTTY ?? false },
  )
  const io: Io = {
    stdin: options.terminal ?? Readable.from(options.stdin === undefined ? [] : [options.stdin]),
    stdout: stdoutStream,
    stderr: stderrStream,
    env: options.env ?? {},
    homeDir: '/nonexistent-home',
    platformConfigDir: '/nonexistent-home/.config/dilemma-admin',
  }
  const exitCode = await runCli(args, io)
  // Let the capture streams deliver their last chunks.
  await new Promise((done) => setImmediate(done))
  return { exitCode, stdout, stderr }
}

/** A stdin that claims to be a terminal. */
export function fakeTerminal(): PassThrough & { isTTY: boolean } {
  return Object.assign(new PassThrough(), { isTTY: true })
}

/** A terminal that types `answer` once stderr shows `prompt` (a question of the CLI). */
export function answeringTerminal(prompt: string, answer: string): Pick<RunOptions, 'terminal' | 'onStderr'> {
  const terminal = fakeTerminal()
  let asked = false
  return {
    terminal,
    onStderr: (stderr) => {
      if (!asked && plainText(stderr).includes(prompt)) {
        asked = true
        setImmediate(() => terminal.write(answer))
      }
    },
  }
}

/** What a person reads of a prompt's output: without colours and cursor moves, its line wrapping undone. */
export function plainText(output: string): string {
  return stripVTControlCharacters(output).replace(/\s+/g, ' ')
}
