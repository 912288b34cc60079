import { DateTime } from 'luxon'

/**
 * A UTC DateTime as the database stores it ('yyyy-MM-dd HH:mm:ss', the format Lucid models use
 * on SQLite and MySQL). Raw query-builder writes and comparisons must use it: better-sqlite3
 * would store a JS Date as epoch milliseconds.
 */
export function toSqlDateTime(value: DateTime): string {
  return value.toUTC().toFormat('yyyy-MM-dd HH:mm:ss')
}
