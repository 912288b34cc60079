import { isApiError } from '@dilemma/api-client'
import { CommanderError } from 'commander'
import { CliError } from './cli-error.js'
import { exitCodeOf, isNoSession } from './exit-codes.js'
import type { Io } from './io.js'
import { buildProgram } from './program.js'

/** Runs one command line and answers its exit code (exit-codes.ts); never throws. */
export async function runCli(args: readonly string[], io: Io): Promise<number> {
  const program = buildProgram(withProfile(args, io))
  try {
    await program.parseAsync(args, { from: 'user' })
    return 0
  } catch (error) {
    // Commander has already printed its own help or usage error.
    if (error instanceof CommanderError) return exitCodeOf(error)
    const { json, api } = program.opts<{ json?: boolean; api: string }>()
    const { message, code } = describeFailure(error, api)
    // With --json a script reads the failure as JSON too, on stderr: stdout keeps only results.
    io.stderr.write(json ? `${JSON.stringify({ error: { code, message } })}\n` : `error: ${message} (${code})\n`)
    return exitCodeOf(error)
  }
}

/**
 * `--profile <name>` (or `--profile=<name>`) as `DILEMMA_PROFILE`: read before parsing, since the
 * profile decides `--api`'s default (its last address).
 */
function withProfile(args: readonly string[], io: Io): Io {
  const index = args.findIndex((arg) => arg === '--profile' || arg.startsWith('--profile='))
  if (index === -1) return io
  const profile = args[index]!.includes('=') ? args[index]!.split('=')[1] : args[index + 1]
  return profile ? { ...io, env: { ...io.env, DILEMMA_PROFILE: profile } } : io
}

function describeFailure(error: unknown, apiUrl: string): { message: string; code: string } {
  if (isApiError(error) && isNoSession(error)) {
    return { message: 'not logged in (or the session ended): run "dilemma-admin login" first', code: error.code }
  }
  if (isApiError(error) && error.status === 404 && !error.code.includes('_NOT_FOUND') && !/\/api\/?$/.test(apiUrl)) {
    return { message: `${error.message}: is ${apiUrl} the API root? It usually ends in /api`, code: error.code }
  }
  if (isApiError(error) && error.status === 503 && error.retryAfterSeconds !== undefined) {
    // A dependency of the server is down for a moment: say when trying again makes sense.
    return { message: `${error.message} (try again in ${error.retryAfterSeconds} s)`, code: error.code }
  }
  if (isApiError(error) || error instanceof CliError) return { message: error.message, code: error.code }
  return { message: error instanceof Error ? error.message : String(error), code: 'UNEXPECTED_ERROR' }
}
