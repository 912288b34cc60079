import { CSV_READ_OPTIONS } from '@dilemma/api-client'
import { parse } from 'csv-parse/sync'
import { stringify } from 'csv-stringify/sync'
import { readFile } from 'node:fs/promises'
import { CliError } from './cli-error.js'

/**
 * A header row of the keys, then one row per record, as RFC 4180 has it: CRLF line ends, a field
 * with a comma, a double quote, CR or LF quoted (`quote_record_delimiter`: with CRLF chosen,
 * csv-stringify would otherwise leave a lone LF or CR unquoted). Members write titles, reasons and
 * usernames, so `escape_formulas` puts a `'` before a field a spreadsheet would run as a formula
 * (OWASP's CSV injection: `= + - @`, TAB, CR and their full-width forms). Booleans stay
 * `true`/`false` (csv-stringify's default writes 1 and an empty field).
 */
export function toCsv<Row>(rows: readonly Row[], keys: readonly (keyof Row & string)[]): string {
  return stringify([...rows], {
    header: true,
    columns: keys,
    record_delimiter: 'windows',
    quote_record_delimiter: true,
    escape_formulas: true,
    cast: { boolean: String },
  })
}

/** The first field of every record that has one (see `csvRecords`). */
export function firstColumn(text: string, file: string): string[] {
  return csvRecords(text, file)
    .map((fields) => fields[0] ?? '')
    .filter((field) => field !== '')
}

/** The records of a CSV file, read as the console reads them (`CSV_READ_OPTIONS`); `file` names the file in the error. */
export function csvRecords(text: string, file: string): string[][] {
  try {
    return parse(text, CSV_READ_OPTIONS)
  } catch (error) {
    throw new CliError(`${file} is not valid CSV: ${(error as Error).message}`, 'INVALID_CSV')
  }
}

/** The text of a file named on the command line; FILE_NOT_READABLE when it cannot be read. */
export async function readTextFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8')
  } catch {
    throw new CliError(`cannot read ${file}`, 'FILE_NOT_READABLE')
  }
}
