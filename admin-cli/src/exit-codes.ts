import { isApiError } from '@dilemma/api-client'
import { CommanderError } from 'commander'
import { CliError } from './cli-error.js'

/** The exit codes of `dilemma-admin`, as README lists them (like gh's). */
export const EXIT = {
  ok: 0,
  /** The command ran and something failed: the server refused, an id of a batch failed. */
  failed: 1,
  /** The command line was wrong: unknown command or option, a bad value, `--yes` missing. */
  usage: 2,
  /** Not signed in, or the session ended. */
  notSignedIn: 4,
  /** Cancelled at a question or with Ctrl-C. */
  cancelled: 130,
} as const

/** 401 codes that mean "no usable session", whichever command ran into them. */
export const NO_SESSION_CODES: ReadonlySet<string> = new Set([
  'TOKEN_MISSING',
  'TOKEN_EXPIRED',
  'TOKEN_BLACKLISTED',
  'INVALID_TOKEN',
])

const USAGE_CODES: ReadonlySet<string> = new Set(['USAGE', 'CONFIRMATION_REQUIRED'])

export const isNoSession = (error: unknown) =>
  isApiError(error) && error.status === 401 && NO_SESSION_CODES.has(error.code)

export function exitCodeOf(error: unknown): number {
  // Commander's help and --version end with its exit code 0; its other errors are usage errors.
  if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage
  if (isNoSession(error)) return EXIT.notSignedIn
  if (error instanceof CliError && error.code === 'CANCELLED') return EXIT.cancelled
  if (error instanceof CliError && USAGE_CODES.has(error.code)) return EXIT.usage
  return EXIT.failed
}
