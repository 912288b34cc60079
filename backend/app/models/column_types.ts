/*
 * Explicit conversions for columns whose raw value differs by driver: SQLite and mysql2 both
 * return booleans as 0/1, DECIMAL arrives as a string or a number depending on options, and a
 * DATETIME as a string (SQLite) or a Date (mysql2).
 */
import { DateTime } from 'luxon'

export const booleanColumn = {
  consume: (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true',
  prepare: (value: unknown): boolean => Boolean(value),
}

export const decimalColumn = {
  consume: (value: unknown): number => Number(value),
  prepare: (value: number): string => value.toFixed(2),
}

/** A DATETIME column's raw value as Lucid's `@column.dateTime` reads it. */
export function consumeDateTime(value: unknown): DateTime | null {
  if (value instanceof Date) return DateTime.fromJSDate(value)
  return typeof value === 'string' && value ? DateTime.fromSQL(value) : null
}
