import type { DateTime } from 'luxon'

/**
 * A DateTime in UTC as the database stores it ('yyyy-MM-dd HH:mm:ss', the format Lucid models use
 * on SQLite and MySQL). Raw query-builder writes and comparisons must use it: better-sqlite3
 * would store a JS Date as epoch milliseconds. Built from the ISO string, which is in UTC
 * already ('2026-11-22T18:58:55.123Z'): the feed formats the current time on every page, and
 * Luxon's toFormat parses its pattern on every call.
 */
export function toSqlDateTime(value: DateTime): string {
  return value.toJSDate().toISOString().slice(0, 19).replace('T', ' ')
}
