import type { AdminAppeal, AdminAppealsQuery, ApiClient } from '@dilemma/api-client'
import { Option, type Command } from 'commander'
import { positiveInteger } from '../arguments.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import { idActionCommand } from '../id-action.js'
import type { Io } from '../io.js'
import { formatTable, shorten, type Column } from '../output.js'
import { collectPages } from '../paging.js'

interface ListOptions {
  status: NonNullable<AdminAppealsQuery['status']>
  limit: number
}

const STATUSES = ['pending', 'accepted', 'rejected', 'all'] as const

const APPEAL_COLUMNS: Column<AdminAppeal>[] = [
  { header: 'ID', value: (appeal) => appeal.id },
  { header: 'SINCE', value: (appeal) => appeal.created_at },
  { header: 'MEMBER', value: (appeal) => appeal.member?.username ?? '(deleted user)' },
  { header: 'DECISION', value: (appeal) => `${appeal.decision.kind} (${appeal.decision.reason})` },
  { header: 'DECIDED BY', value: (appeal) => appeal.decision.decided_by?.username ?? '-' },
  { header: 'POLL', value: (appeal) => shorten(appeal.decision.post_title ?? '-', 30) },
  { header: 'APPEAL', value: (appeal) => shorten(appeal.text, 50) },
  { header: 'STATUS', value: (appeal) => appeal.status },
]

const OUTCOMES = [
  {
    name: 'accept',
    past: 'accepted',
    description: 'accept appeals: each decision is reversed (poll restored, suspension lifted)',
  },
  { name: 'reject', past: 'rejected', description: 'reject appeals: each decision stands' },
] as const

/** `appeals list|accept|reject`: members' appeals of decisions about them. */
export function registerAppealsCommands(program: Command, io: Io): void {
  const appeals = withExamples(program.command('appeals').description("members' appeals of moderation decisions"), [
    'dilemma-admin appeals list',
    'dilemma-admin appeals accept 4 --answer "It is on topic."',
  ])

  withExamples(
    appeals
      .command('list')
      .description('list appeals, pending ones first as they wait')
      .addOption(new Option('--status <status>', 'which appeals').choices(STATUSES).default('pending'))
      .option('--limit <count>', 'show at most this many', positiveInteger, 20)
      .action(actionWith(io, list)),
    ['dilemma-admin appeals list', 'dilemma-admin appeals list --status all --json'],
  )

  for (const { name, past, description } of OUTCOMES) {
    withExamples(
      idActionCommand(
        appeals
          .command(name)
          .description(description)
          .addOption(
            new Option('--answer <text>', 'the reason of your answer, which the member reads').makeOptionMandatory(),
          ),
        io,
        {
          ids: '<appealIds...>',
          action: ({ api }, _, options) => ({
            noun: 'appeal',
            verb: name,
            past,
            apply: (id, call) => api.admin.decideAppeal(id, name, String(options.answer), call),
          }),
        },
      ),
      [
        `dilemma-admin appeals ${name} 4 --answer "We looked again."`,
        `dilemma-admin appeals ${name} 4 5 --answer "…" --dry-run`,
      ],
    )
  }
}

const appealPages = (api: ApiClient, status: ListOptions['status']) => async (page: number, limit: number) => {
  const { appeals, pagination } = await api.admin.appeals({ status, page, limit })
  return { rows: appeals, pagination }
}

async function list({ api, output }: CommandContext, { status, limit }: ListOptions): Promise<void> {
  const { rows, pagination } = await collectPages(appealPages(api, status), { limit })
  output.result({ appeals: rows, total: pagination.total }, () =>
    rows.length === 0
      ? 'No appeals.'
      : `${formatTable(rows, APPEAL_COLUMNS)}\n${rows.length} of ${pagination.total} appeal(s).`,
  )
}
