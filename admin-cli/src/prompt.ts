import confirmPrompt from '@inquirer/confirm'
import input from '@inquirer/input'
import password from '@inquirer/password'
import { PassThrough } from 'node:stream'
import { CliError } from './cli-error.js'
import type { Io } from './io.js'

/** Asks on the terminal; the answer is echoed. */
export function promptLine(io: Io, message: string): Promise<string> {
  return cancellable(input({ message }, terminal(io)))
}

/** Asks on the terminal without echoing what is typed (not even as stars). */
export function promptSecret(io: Io, message: string): Promise<string> {
  return cancellable(password({ message }, terminal(io)))
}

/** A yes/no question on the terminal: no unless the answer starts with "y" (any case). */
export function confirm(io: Io, message: string): Promise<boolean> {
  return cancellable(confirmPrompt({ message, default: false }, terminal(io)))
}

/** The first line of a piped stdin, e.g. `printf '%s\n' "$PASSWORD" | dilemma-admin login --user ada`. */
export async function readFirstLine(stdin: Io['stdin']): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/, 1)[0] ?? ''
}

/**
 * Read from stdin, drawn on stderr (stdout stays clean for `--json`). Inquirer ends the stream it
 * draws on when the prompt is done (only process.stderr itself is spared), so it gets one of its own.
 */
function terminal(io: Io) {
  const output = new PassThrough()
  output.pipe(io.stderr, { end: false })
  return { input: io.stdin, output }
}

/** Ctrl+C at a prompt cancels the command (exit code 130) instead of ending the process. */
async function cancellable<Answer>(answer: Promise<Answer>): Promise<Answer> {
  try {
    return await answer
  } catch (error) {
    if (error instanceof Error && error.name === 'ExitPromptError') throw new CliError('Cancelled.', 'CANCELLED')
    throw error
  }
}
