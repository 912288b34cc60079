/**
 * A spreadsheet reads a cell starting with one of these as a formula (or, for tab and CR, may
 * strip them and read what follows as one): OWASP's list for CSV injection.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * RFC 4180: a field with a comma, a double quote, CR or LF is quoted, its quotes doubled. A field
 * that a spreadsheet would run as a formula (members write titles, reasons and usernames) gets a
 * leading single quote and is quoted, as OWASP recommends, so it shows as the text it is.
 */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) return quoted(`'${text}`)
  return /[",\r\n]/.test(text) ? quoted(text) : text
}

function quoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`
}

/** A header row of the keys, then one row per record; lines end with CRLF, as RFC 4180 has it. */
export function toCsv<Row>(rows: readonly Row[], keys: readonly (keyof Row & string)[]): string {
  const lines = [keys, ...rows.map((row) => keys.map((key) => row[key]))]
  return lines.map((fields) => `${fields.map(csvField).join(',')}\r\n`).join('')
}
