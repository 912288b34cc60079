import type { WatchedWordRequest } from '@dilemma/contract'
import { WATCHED_WORD_ACTIONS, WATCHED_WORD_LANGUAGES } from '@dilemma/contract/moderation'

/**
 * How the console and the CLI read a CSV file (csv-parse's options): fields separated by commas
 * or semicolons (as spreadsheets in many languages save them), lines by CRLF or LF (also mixed),
 * quotes, spaces around fields and a byte order mark understood.
 */
export const CSV_READ_OPTIONS = {
  bom: true,
  delimiter: [',', ';'],
  record_delimiter: ['\r\n', '\n'],
  relax_column_count: true,
  skip_empty_lines: true,
  trim: true,
}

export { WATCHED_WORD_ACTIONS, WATCHED_WORD_LANGUAGES }

/** The entries of a CSV file's records, or the first row (counted from 1, after a header) that is not one. */
export type WatchedWordsOfCsv = { entries: WatchedWordRequest[] } | { badRow: number }

/**
 * Watched words from the records of a CSV file (word, language, action), as `words export` writes
 * them: a first row naming the columns is skipped; a missing language is `all`, a missing action
 * `block`. The console's import and the CLI's read files the same way.
 */
export function watchedWordsOfCsvRecords(records: readonly (readonly string[])[]): WatchedWordsOfCsv {
  const rows = records[0]?.[0]?.toLowerCase() === 'word' ? records.slice(1) : records
  const entries: WatchedWordRequest[] = []
  for (const [index, [word = '', language = 'all', action = 'block']] of rows.entries()) {
    const knownLanguage = WATCHED_WORD_LANGUAGES.find((candidate) => candidate === language)
    const knownAction = WATCHED_WORD_ACTIONS.find((candidate) => candidate === action)
    if (!word || !knownLanguage || !knownAction) return { badRow: index + 1 }
    entries.push({ word, language: knownLanguage, action: knownAction })
  }
  return { entries }
}
