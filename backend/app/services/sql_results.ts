/*
 * Reading driver-specific results and errors the same way on SQLite and MySQL.
 */

/** Knex answers an UPDATE/DELETE with the affected row count, as a number or a one-element array. */
export function affectedRows(result: unknown): number {
  return Array.isArray(result) ? Number(result[0] ?? 0) : Number(result)
}

/** A duplicate key on a unique index or primary key (better-sqlite3 or mysql2). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string })?.code
  return code === 'ER_DUP_ENTRY' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}
