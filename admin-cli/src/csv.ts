/** RFC 4180: a field with a comma, a double quote, CR or LF is quoted, its quotes doubled. */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** A header row of the keys, then one row per record; lines end with CRLF, as RFC 4180 has it. */
export function toCsv<Row>(rows: readonly Row[], keys: readonly (keyof Row & string)[]): string {
  const lines = [keys, ...rows.map((row) => keys.map((key) => row[key]))]
  return lines.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('')
}
