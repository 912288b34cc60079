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
  page?: number
}

export function addAdminListOptions(command: Command, sortFields: readonly string[], searchHelp: string): Command {
  return command
    .option('--search <text>', searchHelp)
    .addOption(new Option('--sort <field>', 'sort by this field (default: created_at)').choices(sortFields))
    .addOption(new Option('--order <order>', 'sort order').choices(['asc', 'desc']).default('desc'))
    .option('--limit <count>', 'show at most this many (with --page: the page size, at most 100)', positiveInteger, 20)
    .option('--page <number>', 'only this page of --limit rows, as the console pages the list', positiveInteger)
}

/**
 * The rows as a table with a count line, or `{ <key>: rows, total }` with `--json`; with `--page`
 * also which page of how many (`pagination`).
 */
export function printAdminList<Row>(
  output: Output,
  { key, noun, paged }: { key: string; noun: string; paged: boolean },
  { rows, pagination }: Page<Row>,
  columns: readonly Column<Row>[],
): void {
  const pageLine = paged ? ` Page ${pagination.currentPage} of ${pagination.totalPages}.` : ''
  output.result({ [key]: rows, total: pagination.total, ...(paged ? { pagination } : {}) }, () =>
    rows.length === 0
      ? `No ${noun}s.`
      : `${formatTable(rows, columns)}\n${rows.length} of ${pagination.total} ${noun}(s).${pageLine}`,
  )
}
