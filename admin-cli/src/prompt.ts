import { createInterface } from 'node:readline'
import { Writable } from 'node:stream'
import { CliError } from './cli-error.js'
import type { Io } from './io.js'

/** Asks on the terminal; the answer is echoed. */
export function promptLine(io: Io, question: string): Promise<string> {
  return ask(io, question, io.stderr)
}

/** Asks on the terminal without echoing what is typed. */
export async function promptSecret(io: Io, question: string): Promise<string> {
  // readline echoes into its output stream (the terminal's own echo is off in raw mode): give it none.
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() })
  io.stderr.write(question)
  const answer = await ask(io, '', discard)
  io.stderr.write('\n')
  return answer
}

function ask(io: Io, question: string, output: Writable): Promise<string> {
  const lines = createInterface({ input: io.stdin, output, terminal: true })
  return new Promise((resolve, reject) => {
    lines.on('SIGINT', () => {
      lines.close()
      reject(new CliError('Cancelled.', 'CANCELLED'))
    })
    lines.question(question, (answer) => {
      lines.close()
      resolve(answer)
    })
  })
}

/** The first line of a piped stdin, e.g. `printf '%s\n' "$PASSWORD" | dilemma-admin login --user ada`. */
export async function readFirstLine(stdin: Io['stdin']): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/, 1)[0] ?? ''
}

/** A yes/no question on the terminal; only "y" or "yes" (any case) is a yes. */
export async function confirm(io: Io, question: string): Promise<boolean> {
  return /^y(es)?$/i.test((await promptLine(io, `${question} [y/N] `)).trim())
}
