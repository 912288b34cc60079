import { writeFile } from 'node:fs/promises'
import type { AdminPost, AdminReport, AdminUser, ApiClient } from '@dilemma/api-client'
import { Argument, Option, type Command } from 'commander'
import { CliError } from '../cli-error.js'
import { actionWith, type CommandContext } from '../context.js'
import { toCsv } from '../csv.js'
import { withExamples } from '../help.js'
import type { Io } from '../io.js'
import { collectPages, postsPages, usersPages } from '../paging.js'
import { createProgress } from '../progress.js'

type DatasetName = 'posts' | 'users' | 'reports'

interface ExportOptions {
  format?: 'csv' | 'json'
  out?: string
}

/** The rows of one dataset and their CSV rendering (the columns are fixed, so an empty export has its header). */
interface Table {
  rows: readonly unknown[]
  toCsv(): string
}

type OnPage = (collected: number, total: number) => void

const POST_KEYS = [
  'id',
  'title',
  'description',
  'status',
  'author',
  'created_at',
  'vote_count',
  'like_count',
  'post_type',
] as const satisfies readonly (keyof AdminPost)[]

const USER_KEYS = [
  'id',
  'username',
  'email',
  'role',
  'is_email_verified',
  'avatar_url',
  'created_at',
  'current_login_streak',
  'total_posts_created',
  'total_votes_given',
  'last_login',
] as const satisfies readonly (keyof AdminUser)[]

const REPORT_KEYS = [
  'report_id',
  'reason',
  'reporter_username',
  'owner_username',
  'report_created_at',
  'post_id',
  'title',
  'description',
  'image_a',
  'image_b',
  'image_c',
  'image_d',
] as const satisfies readonly (keyof AdminReport)[]

function tableOf<Row>(rows: Row[], keys: readonly (keyof Row & string)[]): Table {
  return { rows, toCsv: () => toCsv(rows, keys) }
}

/**
 * Every row of each dataset. The lists are read oldest first, so rows created during the export
 * land on later pages instead of shifting the ones still to come.
 */
const DATASETS: Record<DatasetName, (api: ApiClient, onPage: OnPage) => Promise<Table>> = {
  posts: async (api, onPage) => {
    const filters = { status: 'all', sortBy: 'created_at', sortOrder: 'asc' } as const
    return tableOf((await collectPages(postsPages(api, filters), { onPage })).rows, POST_KEYS)
  },
  users: async (api, onPage) => {
    const filters = { sortBy: 'created_at', sortOrder: 'asc' } as const
    return tableOf((await collectPages(usersPages(api, filters), { onPage })).rows, USER_KEYS)
  },
  reports: async (api, onPage) => {
    const { reports } = await api.reports.list()
    onPage(reports.length, reports.length)
    return tableOf(reports, REPORT_KEYS)
  },
}

/** `export posts|users|reports`: whole admin lists as CSV or JSON, for spreadsheets and scripts. */
export function registerExportCommand(program: Command, io: Io): void {
  withExamples(
    program
      .command('export')
      .description('write every post, user or pending report as CSV (RFC 4180, with a header row) or JSON')
      .addArgument(new Argument('<dataset>', 'what to export').choices(Object.keys(DATASETS)))
      .addOption(new Option('-f, --format <format>', 'csv, or json (the default with --json)').choices(['csv', 'json']))
      .option('-o, --out <file>', 'write to this file instead of stdout (shows progress)')
      .action(actionWith(io, exportDataset)),
    [
      'dilemma-admin export posts > posts.csv',
      'dilemma-admin export users --format json --out users.json',
      'dilemma-admin export reports -o reports.csv',
    ],
  )
}

async function exportDataset(
  { api, io, output }: CommandContext,
  options: ExportOptions,
  dataset: DatasetName,
): Promise<void> {
  const format = options.format ?? (output.json ? 'json' : 'csv')
  let progress: ReturnType<typeof createProgress> | undefined
  const table = await DATASETS[dataset](api, (collected, total) => {
    progress ??= createProgress(io, total, `exporting ${dataset}`, Boolean(options.out) && !output.json)
    progress.update(collected)
  })
  progress?.finish()

  const text = format === 'csv' ? table.toCsv() : `${JSON.stringify(table.rows, null, 2)}\n`
  if (!options.out) {
    io.stdout.write(text)
    return
  }
  try {
    await writeFile(options.out, text)
  } catch {
    throw new CliError(`cannot write ${options.out}`, 'FILE_NOT_WRITABLE')
  }
  output.result(
    { dataset, format, file: options.out, count: table.rows.length },
    () => `Exported ${table.rows.length} ${dataset} to ${options.out} (${format}).`,
  )
}
