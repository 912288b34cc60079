/*
 * Reading driver-specific results and errors the same way on SQLite and MySQL.
 */
import db from '@adonisjs/lucid/services/db'

/** Knex answers an UPDATE/DELETE with the affected row count, as a number or a one-element array. */
export function affectedRows(result: unknown): number {
  return Array.isArray(result) ? Number(result[0] ?? 0) : Number(result)
}

/** The rows a raw UPDATE/DELETE changed: mysql2 answers [header, fields], better-sqlite3 its run info. */
export function changedRowsOf(result: unknown): number {
  return db.connection().dialect.name === 'mysql'
    ? (result as [{ affectedRows: number }])[0].affectedRows
    : (result as { changes: number }).changes
}

/** A duplicate key on a unique index or primary key (better-sqlite3 or mysql2). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/** The rows of a raw SELECT: mysql2 answers with [rows, fields], better-sqlite3 with the rows. */
export function rowsOf<Row>(result: unknown): Row[] {
  return db.connection().dialect.name === 'mysql' ? (result as [Row[]])[0] : (result as Row[])
}
