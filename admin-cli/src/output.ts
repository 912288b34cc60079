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
  const cells = [
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => formatValue(column.value(row)))),
  ]
  const widths = columns.map((_, index) => Math.max(...cells.map((line) => line[index]?.length ?? 0)))
  return cells
    .map((line) =>
      line
        .map((cell, index) => cell.padEnd(widths[index] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/** One record as `label  value` lines. */
export function formatRecord(fields: readonly (readonly [label: string, value: unknown])[]): string {
  const width = Math.max(...fields.map(([label]) => label.length))
  return fields.map(([label, value]) => `${label.padEnd(width)}  ${formatValue(value)}`).join('\n')
}

/** Text cut to `max` characters (an ellipsis marks the cut), on one line, for table cells. */
export function shorten(text: string | null | undefined, max: number): string | null | undefined {
  if (!text) return text
  const line = text.replace(/\s+/g, ' ').trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}
