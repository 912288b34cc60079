import type { AdminReport, ReportDecision, ReportGroup } from '@dilemma/api-client'
import type { Command } from 'commander'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import { IRREVERSIBLE, idActionCommand } from '../id-action.js'
import { addReasonOptions, requiredStatementOf } from '../reasons.js'
import type { Io } from '../io.js'
import { formatTable, shorten, type Column } from '../output.js'

const REPORT_COLUMNS: Column<AdminReport>[] = [
  { header: 'ID', value: (report) => report.report_id },
  { header: 'POST', value: (report) => report.post_id },
  { header: 'TITLE', value: (report) => (report.title === null ? '(deleted post)' : shorten(report.title, 40)) },
  { header: 'REASON', value: (report) => shorten(report.reason, 40) },
  { header: 'REPORTER', value: (report) => report.reporter_username ?? '(deleted user)' },
  { header: 'OWNER', value: (report) => report.owner_username ?? 'N/A' },
  { header: 'REPORTED', value: (report) => report.report_created_at },
]

const GROUP_COLUMNS: Column<ReportGroup>[] = [
  { header: 'POST', value: (group) => group.post_id },
  { header: 'TITLE', value: (group) => (group.post === null ? '(deleted post)' : shorten(group.post.title, 40)) },
  { header: 'REPORTS', value: (group) => group.report_count },
  { header: 'REASONS', value: (group) => shorten(reasonsOf(group).join(' | '), 60) },
]

interface ListOptions {
  grouped?: boolean
}

/** `reports list|reject|delete-posts|reject-posts`: what members reported, and the verdicts on it. */
export function registerReportsCommands(program: Command, io: Io): void {
  const reports = withExamples(program.command('reports').description('review the reports members made on polls'), [
    'dilemma-admin reports list',
    'dilemma-admin reports list --grouped',
    'dilemma-admin reports reject 12 13',
    'dilemma-admin reports reject-posts 7 --dry-run',
    'dilemma-admin reports delete-posts 14 --dry-run',
  ])

  withExamples(
    reports
      .command('list')
      .description('list the pending reports, newest first')
      .option('--grouped', 'one row per reported post (the review queue), the most reported first')
      .action(actionWith(io, list)),
    ['dilemma-admin reports list', 'dilemma-admin reports list --json', 'dilemma-admin reports list --grouped --json'],
  )

  withExamples(
    idActionCommand(reports.command('reject').description('dismiss reports; the posts stay'), io, {
      ids: '<reportIds...>',
      action: ({ api }) => ({
        noun: 'report',
        verb: 'reject',
        past: 'rejected',
        apply: (id, { dryRun }) => (dryRun ? api.reports.check(id) : api.reports.reject(id)),
      }),
    }),
    [
      'dilemma-admin reports reject 12',
      'dilemma-admin reports reject 12 13 --dry-run',
      'dilemma-admin reports reject 12,13 --json',
    ],
  )

  withExamples(
    idActionCommand(
      addReasonOptions(
        reports
          .command('delete-posts')
          .description('soft-delete the reported posts, resolving every pending report of each; one reason for all'),
        { required: true },
      ),
      io,
      {
        ids: '<reportIds...>',
        confirm: () => IRREVERSIBLE,
        action: ({ api }, _, options) => {
          const statement = requiredStatementOf(options, 'delete posts')
          return {
            noun: 'report',
            verb: 'delete the posts of',
            past: 'deleted',
            apply: (id, { dryRun }) => (dryRun ? api.reports.check(id) : api.reports.deletePost(id, statement)),
            // The server says whether it deleted the post or found it deleted already.
            outcomeOf: (result) => ((result as ReportDecision).postDeleted ? 'deleted' : 'resolved'),
          }
        },
      },
    ),
    [
      'dilemma-admin reports delete-posts 14 --reason spam',
      'dilemma-admin reports delete-posts 14 15 --reason hate --dry-run',
      'dilemma-admin reports delete-posts 14 --reason personal_data --note "a phone number" --yes',
    ],
  )

  withExamples(
    idActionCommand(
      reports
        .command('reject-posts')
        .description('reject every pending report of each post at once (the review queue); the posts stay'),
      io,
      {
        ids: '<postIds...>',
        action: (context) => ({
          noun: 'post',
          verb: 'reject the reports of',
          past: 'rejected',
          apply: (id, { dryRun }) => context.api.reports.rejectGroup(id, { dryRun }),
        }),
      },
    ),
    [
      'dilemma-admin reports reject-posts 7',
      'dilemma-admin reports reject-posts 7 8 --dry-run',
      'dilemma-admin reports reject-posts 7,8 --json',
    ],
  )
}

async function list(context: CommandContext, options: ListOptions): Promise<void> {
  if (options.grouped) return listGroups(context)
  const { api, output } = context
  const { reports } = await api.reports.list()
  output.result({ reports }, () =>
    reports.length === 0
      ? 'No pending reports.'
      : `${formatTable(reports, REPORT_COLUMNS)}\n${reports.length} report(s).`,
  )
}

async function listGroups({ api, output }: CommandContext): Promise<void> {
  const { groups } = await api.reports.grouped()
  const reportCount = groups.reduce((sum, group) => sum + group.report_count, 0)
  output.result({ groups }, () =>
    groups.length === 0
      ? 'No pending reports.'
      : `${formatTable(groups, GROUP_COLUMNS)}\n${groups.length} post(s), ${reportCount} report(s).`,
  )
}

/** Each reason of the group once, in the order first given. */
function reasonsOf(group: ReportGroup): string[] {
  return [...new Set(group.reports.map((report) => report.reason.trim()))]
}
