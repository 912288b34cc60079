import type { SortOrder } from '@dilemma/api-client'
import { Option, type Command } from 'commander'
import { positiveInteger } from './arguments.js'
import { formatTable, type Column, type Output } from './output.js'
import type { Page } from './paging.js'

/** The options both console lists (posts, users) take besides their own filters. */
export interface AdminListOptions<SortField extends string> {
  search?: string
  sort?: SortField
  order: SortOrder
  limit: number
}

export function addAdminListOptions(command: Command, sortFields: readonly string[], searchHelp: string): Command {
  return command
    .option('--search <text>', searchHelp)
    .addOption(new Option('--sort <field>', 'sort by this field (default: created_at)').choices(sortFields))
    .addOption(new Option('--order <order>', 'sort order').choices(['asc', 'desc']).default('desc'))
    .option('--limit <count>', 'show at most this many', positiveInteger, 20)
}

/** The rows as a table with a count line, or `{ <key>: rows, total }` with `--json`. */
export function printAdminList<Row>(
  output: Output,
  { key, noun }: { key: string; noun: string },
  { rows, pagination }: Page<Row>,
  columns: readonly Column<Row>[],
): void {
  output.result({ [key]: rows, total: pagination.total }, () =>
    rows.length === 0
      ? `No ${noun}s.`
      : `${formatTable(rows, columns)}\n${rows.length} of ${pagination.total} ${noun}(s).`,
  )
}
