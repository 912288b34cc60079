import Table from 'cli-table3'
import type { Io } from './io.js'

export interface Column<Row> {
  header: string
  value: (row: Row) => unknown
}

/** How every command answers: JSON on stdout with `--json`, readable text otherwise. */
export interface Output {
  readonly json: boolean
  /** `data` as JSON, or the human rendering of it. */
  result(data: unknown, human: () => string): void
  /** A side remark for people (stderr); silent with `--json`. */
  note(text: string): void
}

export function createOutput(io: Pick<Io, 'stdout' | 'stderr'>, json: boolean): Output {
  return {
    json,
    result(data, human) {
      io.stdout.write(`${json ? JSON.stringify(data, null, 2) : human()}\n`)
    },
    note(text) {
      if (!json) io.stderr.write(`${text}\n`)
    },
  }
}

export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-'
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  return String(value)
}

/** Aligned columns with a header line. */
export function formatTable<Row>(rows: readonly Row[], columns: readonly Column<Row>[]): string {
  return aligned(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => formatValue(column.value(row)))),
  )
}

/** One record as `label  value` lines. */
export function formatRecord(fields: readonly (readonly [label: string, value: unknown])[]): string {
  return aligned(
    [],
    fields.map(([label, value]) => [label, formatValue(value)]),
  )
}

/**
 * cli-table3 without borders or colours: columns two spaces apart, each as wide as its widest cell
 * on screen (a wide character such as an emoji or a CJK letter takes two columns), no trailing blanks.
 */
function aligned(head: string[], lines: string[][]): string {
  const table = new Table({ head, ...BORDERLESS })
  table.push(...lines)
  return table
    .toString()
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
}

const BORDERLESS = {
  chars: {
    top: '',
    'top-mid': '',
    'top-left': '',
    'top-right': '',
    bottom: '',
    'bottom-mid': '',
    'bottom-left': '',
    'bottom-right': '',
    left: '',
    'left-mid': '',
    mid: '',
    'mid-mid': '',
    right: '',
    'right-mid': '',
    middle: '  ',
  },
  style: { head: [], border: [], 'padding-left': 0, 'padding-right': 0 },
}

/** Text cut to `max` characters (an ellipsis marks the cut), on one line, for table cells. */
export function shorten(text: string | null | undefined, max: number): string | null | undefined {
  if (!text) return text
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}
