import { ApiException } from '#exceptions/api_exception'

/** Errors of the database that are not the request's fault. */
export const databaseErrors = {
  busy: () =>
    new ApiException(503, 'SERVER_BUSY', 'The server is busy. Please try again.', {
      headers: { 'Retry-After': '1' },
    }),
}

/**
 * mysql2's codes for a server that cannot be reached, went away, is shutting down or has no
 * connection left, and better-sqlite3's for a file that cannot be opened or read.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'SQLITE_CANTOPEN',
])

/** Whether `error` says the database is down or out of reach (not that the query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  // knex, when its pool found no connection in time ("Knex: Timeout acquiring a connection").
  if (error.name === 'KnexTimeoutError') return true
  const { code, fatal } = error as { code?: unknown; fatal?: unknown }
  if (typeof code !== 'string') return false
  // A fatal mysql2 error ends its connection: the server went away, whatever the code.
  return UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR') || (fatal === true && code.startsWith('ER_'))
}
