import {
  type CreateInvitationsResponse,
  type Invitation,
  type InvitationsPreview,
  type InvitationStatus,
  type Language,
} from '@dilemma/api-client'
import { InvalidArgumentError, type Command } from 'commander'
import { language, positiveInteger } from '../arguments.js'
import { CliError } from '../cli-error.js'
import { actionWith, type CommandContext } from '../context.js'
import { firstColumn, readTextFile } from '../csv.js'
import { withExamples } from '../help.js'
import { idActionCommand } from '../id-action.js'
import type { Io } from '../io.js'
import { formatTable, type Column } from '../output.js'
import { createProgress } from '../progress.js'

interface InviteOptions {
  days?: number
  language?: Language
  dryRun?: boolean
}

interface ListOptions {
  status?: InvitationStatus
  search?: string
  limit: number
}

/** The API takes at most this many addresses per call; imports are sent in batches of it. */
export const INVITE_BATCH_SIZE = 100
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const LIST_COLUMNS: Column<Invitation>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'E-MAIL', value: (row) => row.email },
  { header: 'STATUS', value: (row) => row.status },
  { header: 'EXPIRES', value: (row) => row.expires_at },
  { header: 'USED', value: (row) => row.used_at },
  { header: 'INVITED BY', value: (row) => row.invited_by },
]

function status(value: string): InvitationStatus {
  if (value !== 'pending' && value !== 'used' && value !== 'expired')
    throw new InvalidArgumentError('must be pending, used or expired')
  return value
}

/** `invites add|list|revoke|import`: who may register. */
export function registerInvitesCommands(program: Command, io: Io): void {
  const invites = withExamples(program.command('invites').description('manage the invitations registration requires'), [
    'dilemma-admin invites add anna@example.com bea@example.com --days 14 --language de',
    'dilemma-admin invites import members.csv --dry-run',
    'dilemma-admin invites list --status pending',
    'dilemma-admin invites revoke 12 13',
  ])

  const inviteOptions = (command: Command) =>
    command
      .option('-d, --days <days>', 'days until the invitations expire (default 14)', positiveInteger)
      .option('-l, --language <language>', 'language of the invitation mail: de, en or tr', language)
      .option('--dry-run', 'show what would be sent without inviting anyone')

  withExamples(
    inviteOptions(
      invites
        .command('add')
        .description('invite e-mail addresses (renews existing invitations)')
        .argument('<emails...>'),
    ).action(
      actionWith(io, (context: CommandContext, options: InviteOptions, emails: string[]) =>
        inviteAll(context, options, emails),
      ),
    ),
    [
      'dilemma-admin invites add anna@example.com',
      'dilemma-admin invites add a@example.com b@example.com --days 7 --json',
    ],
  )

  withExamples(
    inviteOptions(
      invites
        .command('import')
        .description('invite every address of a CSV file (first column, header optional)')
        .argument('<file.csv>'),
    ).action(
      actionWith(io, async (context: CommandContext, options: InviteOptions, file: string) =>
        inviteAll(context, options, await readEmailsFromCsv(file)),
      ),
    ),
    ['dilemma-admin invites import members.csv', 'dilemma-admin invites import members.csv --days 30 --dry-run'],
  )

  withExamples(
    invites
      .command('list')
      .description('list invitations, newest first')
      .option('-s, --status <status>', 'only pending, used or expired ones', status)
      .option('--search <text>', 'only addresses containing this text')
      .option('--limit <count>', 'at most this many', positiveInteger, 100)
      .action(actionWith(io, list)),
    ['dilemma-admin invites list', 'dilemma-admin invites list --status expired --json'],
  )

  withExamples(
    idActionCommand(invites.command('revoke').description('withdraw unused invitations by id'), io, {
      ids: '<ids...>',
      action: ({ api }) => ({
        noun: 'invitation',
        verb: 'revoke',
        past: 'revoked',
        apply: (id, options) => api.invitations.revoke(id, options),
      }),
    }),
    ['dilemma-admin invites revoke 12', 'dilemma-admin invites revoke 12 13 --dry-run'],
  )
}

/** The e-mail addresses of a CSV file: the first column of each line; a header line is skipped. */
export async function readEmailsFromCsv(file: string): Promise<string[]> {
  const cells = firstColumn(await readTextFile(file), file)
  const invalid = cells.slice(SIMPLE_EMAIL.test(cells[0] ?? '') ? 0 : 1).filter((cell) => !SIMPLE_EMAIL.test(cell))
  if (invalid.length > 0) throw new CliError(`not e-mail addresses: ${invalid.slice(0, 5).join(', ')}`, 'INVALID_CSV')
  return cells.filter((cell) => SIMPLE_EMAIL.test(cell))
}

async function inviteAll({ api, io, output }: CommandContext, options: InviteOptions, emails: string[]): Promise<void> {
  const unique = [...new Set(emails.map((email) => email.trim().toLowerCase()))]
  if (unique.length === 0) throw new CliError('no e-mail addresses given', 'USAGE')
  if (options.dryRun) return previewInvitations({ api, output }, unique)

  const progress = createProgress(io, unique.length, 'inviting', !output.json)
  const combined: CreateInvitationsResponse = { success: true, invitations: [], already_registered: [] }
  for (let start = 0; start < unique.length; start += INVITE_BATCH_SIZE) {
    const batch = await api.invitations.create({
      emails: unique.slice(start, start + INVITE_BATCH_SIZE),
      expiresInDays: options.days,
      language: options.language,
    })
    combined.invitations.push(...batch.invitations)
    combined.already_registered.push(...batch.already_registered)
    progress.update(Math.min(start + INVITE_BATCH_SIZE, unique.length))
  }
  progress.finish()

  output.result(combined, () => describeInvited(combined))
  const unmailed = combined.invitations.filter((invitation) => !invitation.mail_sent)
  if (unmailed.length > 0)
    output.note(`warning: the mail could not be sent to ${unmailed.map((row) => row.email).join(', ')}`)
}

/** `--dry-run`: the server says what inviting would do to each address; nothing is sent. */
async function previewInvitations({ api, output }: Pick<CommandContext, 'api' | 'output'>, emails: string[]) {
  const preview: InvitationsPreview = { success: true, dryRun: true, invitations: [], already_registered: [] }
  for (let start = 0; start < emails.length; start += INVITE_BATCH_SIZE) {
    const batch = await api.invitations.create(
      { emails: emails.slice(start, start + INVITE_BATCH_SIZE) },
      { dryRun: true },
    )
    preview.invitations.push(...batch.invitations)
    preview.already_registered.push(...batch.already_registered)
  }
  output.result(preview, () =>
    [
      ...preview.invitations.map((row) => `would ${row.outcome === 'renewed' ? 'renew ' : 'invite'}  ${row.email}`),
      ...preview.already_registered.map((email) => `skipped       ${email}  (already registered)`),
    ].join('\n'),
  )
}

function describeInvited({ invitations, already_registered }: CreateInvitationsResponse): string {
  const lines = invitations.map(
    (row) => `${row.outcome === 'renewed' ? 'renewed' : 'invited'}  ${row.email}  (until ${row.expires_at})`,
  )
  lines.push(...already_registered.map((email) => `skipped  ${email}  (already registered)`))
  const invited = invitations.filter((row) => row.outcome === 'invited').length
  lines.push(
    `${invited} invited, ${invitations.length - invited} renewed, ${already_registered.length} already registered.`,
  )
  return lines.join('\n')
}

async function list({ api, output }: CommandContext, options: ListOptions): Promise<void> {
  const { invitations, pagination } = await api.invitations.list({
    status: options.status,
    search: options.search,
    limit: options.limit,
  })
  output.result({ invitations, pagination }, () =>
    invitations.length === 0
      ? 'No invitations.'
      : `${formatTable(invitations, LIST_COLUMNS)}\n${invitations.length} of ${pagination.total} invitation(s).`,
  )
}
