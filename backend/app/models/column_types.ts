/*
 * Explicit conversions for columns whose raw value differs by driver: SQLite and mysql2 both
 * return booleans as 0/1, and DECIMAL arrives as a string or a number depending on options.
 */
export const booleanColumn = {
  consume: (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true',
  prepare: (value: unknown): boolean => Boolean(value),
}

export const decimalColumn = {
  consume: (value: unknown): number => Number(value),
  prepare: (value: number): string => value.toFixed(2),
}
