import {
  ROLES,
  SUSPENSION_DAYS,
  type AdminUser,
  type AdminUsersQuery,
  type Role,
  type SuspensionDays,
} from '@dilemma/api-client'
import { Argument, Option, type Command } from 'commander'
import { addAdminListOptions, printAdminList, type AdminListOptions } from '../admin-list.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import { registerUserStatsCommand } from './console-stats.js'
import { registerUserExportCommand } from './user-export.js'
import { idActionCommand } from '../id-action.js'
import { CliError } from '../cli-error.js'
import { addReasonOptions, requiredStatementOf, statementOf } from '../reasons.js'
import type { Io } from '../io.js'
import type { Column } from '../output.js'
import { collectPages, usersPages } from '../paging.js'

interface ListOptions extends AdminListOptions<NonNullable<AdminUsersQuery['sortBy']>> {
  role?: Role
  verified?: 'true' | 'false'
}

const SORT_FIELDS = ['created_at', 'username', 'role'] as const

const USER_COLUMNS: Column<AdminUser>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'USERNAME', value: (user) => user.username },
  { header: 'E-MAIL', value: (user) => user.email },
  { header: 'ROLE', value: roleOf },
  { header: 'VERIFIED', value: (user) => user.is_email_verified },
  { header: 'REGISTERED', value: (user) => user.created_at },
  { header: 'STREAK', value: (user) => user.current_login_streak },
  { header: 'POSTS', value: (user) => user.total_posts_created },
  { header: 'VOTES', value: (user) => user.total_votes_given },
  { header: 'LAST LOGIN', value: (user) => user.last_login },
  { header: 'SUSPENDED', value: suspensionOf },
]

/** "until <date>", "until lifted", or nothing. */
function suspensionOf({ suspension }: AdminUser): string | null {
  if (!suspension) return null
  return suspension.until ? `until ${suspension.until.slice(0, 16).replace('T', ' ')}` : 'until lifted'
}

/** The role she acts with: a member in her Pro trial shows as Pro, with the trial's end. */
function roleOf(user: AdminUser): string {
  if (!user.trial_ends_at || user.effective_role === user.role) return user.effective_role
  return `${user.effective_role} (trial until ${user.trial_ends_at.slice(0, 10)})`
}

const VERIFICATION_COMMANDS = [
  { name: 'verify', past: 'verified', verified: true, description: "mark members' e-mail addresses verified" },
  { name: 'unverify', past: 'unverified', verified: false, description: "remove members' e-mail verification" },
] as const

/** `users list|set-role|verify|unverify|export`: the members, their rights and their data. */
export function registerUsersCommands(program: Command, io: Io): void {
  const users = withExamples(program.command('users').description('list members, change roles and verification'), [
    'dilemma-admin users list --role prouser',
    'dilemma-admin users set-role premiumuser 7 8',
    'dilemma-admin users verify 9',
    'dilemma-admin users suspend 7 --days 7 --reason spam',
    'dilemma-admin users export 7 --out user-7.zip',
  ])
  registerUserStatsCommand(users, io)
  registerUserExportCommand(users, io)

  withExamples(
    addAdminListOptions(
      users
        .command('list')
        .description('list members, newest first')
        .addOption(new Option('--role <role>', 'only members with this role').choices(ROLES))
        .addOption(
          new Option('--verified <verified>', 'only verified (true) or unverified (false) e-mails').choices([
            'true',
            'false',
          ]),
        ),
      SORT_FIELDS,
      'only usernames or e-mails containing this text',
    ).action(actionWith(io, list)),
    [
      'dilemma-admin users list',
      'dilemma-admin users list --verified false --search example.com',
      'dilemma-admin users list --sort username --order asc --limit 500 --json',
    ],
  )

  withExamples(
    idActionCommand(
      addReasonOptions(
        users
          .command('set-role')
          .description("change members' roles (an admin's role only with --demote-admin)")
          .addArgument(new Argument('<role>', 'the new role').choices(ROLES))
          .option('--demote-admin', 'may demote admins too, not you (type "demote")')
          .addHelpText('after', '\nLowering a role needs --reason: the member is told why.'),
      ),
      io,
      {
        ids: '<userIds...>',
        confirm: ([role], options) =>
          options.demoteAdmin
            ? 'Admins among them lose the console.'
            : role === 'admin'
              ? 'An admin cannot be demoted from the console (only with --demote-admin).'
              : undefined,
        typedConfirmation: (_, options) => (options.demoteAdmin ? 'demote' : undefined),
        action: ({ api }, [role], { demoteAdmin, ...reasons }) => {
          const statement = statementOf(reasons)
          return {
            noun: 'user',
            verb: `give the role ${role} to`,
            past: 'updated',
            apply: (id, options) =>
              api.admin.setUserRole(id, role as Role, {
                ...options,
                demoteAdmin: Boolean(demoteAdmin),
                ...(statement ? { statement } : {}),
              }),
          }
        },
      },
    ),
    [
      'dilemma-admin users set-role prouser 7',
      'dilemma-admin users set-role user 7 8 --dry-run',
      'dilemma-admin users set-role admin 9 --yes',
      'dilemma-admin users set-role user 3 --demote-admin --reason other --note "left the team"',
      'dilemma-admin users set-role user 7 --reason spam',
    ],
  )

  for (const { name, past, verified, description } of VERIFICATION_COMMANDS) {
    withExamples(
      idActionCommand(users.command(name).description(description), io, {
        ids: '<userIds...>',
        action: ({ api }) => ({
          noun: 'user',
          verb: name,
          past,
          apply: (id, options) => api.admin.setEmailVerified(id, verified, options),
        }),
      }),
      [`dilemma-admin users ${name} 9`, `dilemma-admin users ${name} 9 10 --dry-run`],
    )
  }
  registerSuspensionCommands(users, io)
}

/** `users suspend|unsuspend`: she reads but writes nothing, for 1, 7 or 30 days or until lifted. */
function registerSuspensionCommands(users: Command, io: Io): void {
  withExamples(
    idActionCommand(
      addReasonOptions(
        users
          .command('suspend')
          .description('suspend members: they sign in and read, but cannot post, vote, like, save or report')
          .addOption(
            new Option('--days <days>', 'how long (or --until-lifted)')
              .choices(SUSPENSION_DAYS.map(String))
              .conflicts('untilLifted'),
          )
          .option('--until-lifted', 'until someone lifts it (users unsuspend)'),
        { required: true },
      ),
      io,
      {
        ids: '<userIds...>',
        action: ({ api }, _, options) => {
          const days = suspensionDaysOf(options)
          return {
            noun: 'user',
            verb: 'suspend',
            past: 'suspended',
            apply: (id, dryRun) =>
              api.admin.suspendUser(id, { days, ...requiredStatementOf(options, 'suspend') }, dryRun),
          }
        },
      },
    ),
    [
      'dilemma-admin users suspend 7 --days 7 --reason spam',
      'dilemma-admin users suspend 7 8 --until-lifted --reason harassment --note "threats in comments"',
      'dilemma-admin users suspend 7 --days 1 --reason other --dry-run',
    ],
  )

  withExamples(
    idActionCommand(users.command('unsuspend').description('lift suspensions before their end'), io, {
      ids: '<userIds...>',
      action: ({ api }) => ({
        noun: 'user',
        verb: 'unsuspend',
        past: 'unsuspended',
        apply: (id, options) => api.admin.unsuspendUser(id, options),
      }),
    }),
    ['dilemma-admin users unsuspend 7', 'dilemma-admin users unsuspend 7 8 --dry-run'],
  )
}

/** `--days` or `--until-lifted` (null), one of them. */
function suspensionDaysOf(options: Record<string, unknown>): SuspensionDays | null {
  if (options.untilLifted) return null
  if (typeof options.days !== 'string') throw new CliError('give --days 1|7|30 or --until-lifted', 'USAGE')
  return Number(options.days) as SuspensionDays
}

async function list({ api, output }: CommandContext, options: ListOptions): Promise<void> {
  const { role, search, sort: sortBy, order: sortOrder, limit } = options
  const verified = options.verified === undefined ? undefined : options.verified === 'true'
  const page = await collectPages(usersPages(api, { role, verified, search, sortBy, sortOrder }), {
    limit,
    page: options.page,
  })
  printAdminList(output, { key: 'users', noun: 'user', paged: options.page !== undefined }, page, USER_COLUMNS)
}
