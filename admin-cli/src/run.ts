import { isApiError } from '@dilemma/api-client'
import { CommanderError } from 'commander'
import { CliError } from './cli-error.js'
import type { Io } from './io.js'
import { buildProgram } from './program.js'

/** 401 codes that mean "no usable session", whichever command ran into them. */
const NO_SESSION_CODES: ReadonlySet<string> = new Set([
  'TOKEN_MISSING',
  'TOKEN_EXPIRED',
  'TOKEN_BLACKLISTED',
  'INVALID_TOKEN',
])

/** Runs one command line and answers its exit code; never throws. */
export async function runCli(args: readonly string[], io: Io): Promise<number> {
  try {
    await buildProgram(io).parseAsync(args, { from: 'user' })
    return 0
  } catch (error) {
    // Commander has already printed its own help or usage error.
    if (error instanceof CommanderError) return error.exitCode
    const { message, code } = describeFailure(error)
    io.stderr.write(`error: ${message} (${code})\n`)
    return 1
  }
}

function describeFailure(error: unknown): { message: string; code: string } {
  if (isApiError(error) && error.status === 401 && NO_SESSION_CODES.has(error.code)) {
    return { message: 'not logged in (or the session ended): run "dilemma-admin login" first', code: error.code }
  }
  if (isApiError(error) || error instanceof CliError) return { message: error.message, code: error.code }
  return { message: error instanceof Error ? error.message : String(error), code: 'UNEXPECTED_ERROR' }
}
