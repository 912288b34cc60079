import type { AuditEntry, AuditQuery, ApiClient } from '@dilemma/api-client'
import type { Command } from 'commander'
import { positiveInteger } from '../arguments.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import type { Io } from '../io.js'
import { formatTable, shorten, type Column } from '../output.js'
import { collectPages } from '../paging.js'

interface ListOptions {
  action?: string
  actor?: number
  limit: number
}

const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  { header: 'ID', value: (entry) => entry.id },
  { header: 'WHEN', value: (entry) => entry.created_at },
  { header: 'WHO', value: (entry) => entry.actor?.username ?? '(deleted user)' },
  { header: 'ACTION', value: (entry) => entry.action },
  { header: 'TARGET', value: (entry) => `${entry.target_type} ${entry.target_id}` },
  { header: 'DETAILS', value: (entry) => shorten(describeDetails(entry.details), 60) },
]

/** `audit list`: who did what, and when, in the console or from here. */
export function registerAuditCommands(program: Command, io: Io): void {
  const audit = withExamples(program.command('audit').description("the log of moderators' actions"), [
    'dilemma-admin audit list',
    'dilemma-admin audit list --action user.role --json',
  ])

  withExamples(
    audit
      .command('list')
      .description('list moderator actions, newest first')
      .option('--action <action>', 'only this action, e.g. post.status, post.purge, user.role, popup.delete, tag.move')
      .option('--actor <userId>', 'only the actions of this admin', positiveInteger)
      .option('--limit <count>', 'show at most this many', positiveInteger, 20)
      .action(actionWith(io, list)),
    [
      'dilemma-admin audit list',
      'dilemma-admin audit list --action post.purge --limit 100',
      'dilemma-admin audit list --actor 1 --json',
    ],
  )
}

/** `from: active, to: passive` */
function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ')
}

const auditPages =
  (api: ApiClient, filters: Omit<AuditQuery, 'page' | 'limit'>) => async (page: number, limit: number) => {
    const { entries, pagination } = await api.audit.list({ ...filters, page, limit })
    return { rows: entries, pagination }
  }

async function list({ api, output }: CommandContext, { action, actor, limit }: ListOptions): Promise<void> {
  const { rows, pagination } = await collectPages(auditPages(api, { action, actorId: actor }), { limit })
  output.result({ entries: rows, total: pagination.total }, () =>
    rows.length === 0
      ? 'No audit entries.'
      : `${formatTable(rows, AUDIT_COLUMNS)}\n${rows.length} of ${pagination.total} entr(ies).`,
  )
}
