import { isApiError, type User } from '@dilemma/api-client'
import type { Command } from 'commander'
import { CliError } from '../cli-error.js'
import { rememberApi } from '../config-dir.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import type { Io } from '../io.js'
import { formatRecord } from '../output.js'
import { promptLine, promptSecret, readFirstLine } from '../prompt.js'

interface LoginOptions {
  user?: string
  password?: string
}

interface LogoutOptions {
  all?: boolean
}

/** `login`, `logout` and `whoami`: the saved session every other command uses. */
export function registerSessionCommands(program: Command, io: Io): void {
  withExamples(
    program
      .command('login')
      .description('log in and save the session under the config directory')
      .option('-u, --user <usernameOrEmail>', 'username or e-mail (asked for when missing)')
      .option('-p, --password <password>', 'password (asked for without echo, or read from a piped stdin)')
      .action(actionWith(io, login)),
    [
      'dilemma-admin login',
      'dilemma-admin login --user admin@dilemma.local',
      'printf "%s\\n" "$ADMIN_PASSWORD" | dilemma-admin login --user admin@dilemma.local',
      'dilemma-admin --api https://dilemma.example/api login --user admin',
    ],
  )

  withExamples(
    program
      .command('logout')
      .description('end the session on the server and forget it here')
      .option('--all', 'end the sessions on every device')
      .action(actionWith(io, logout)),
    ['dilemma-admin logout', 'dilemma-admin logout --all'],
  )

  withExamples(program.command('whoami').description('show the logged-in account').action(actionWith(io, whoami)), [
    'dilemma-admin whoami',
    'dilemma-admin whoami --json',
  ])
}

async function login({ api, apiUrl, io, output }: CommandContext, options: LoginOptions): Promise<void> {
  const usernameOrEmail = options.user ?? (await askForUser(io))
  const password = options.password ?? (await askForPassword(io))
  if (!usernameOrEmail.trim() || !password) throw new CliError('Username and password are required.', 'USAGE')

  const { user } = await api.auth.login({ usernameOrEmail: usernameOrEmail.trim(), password })
  rememberApi(io, apiUrl)

  output.result({ user }, () => `Logged in to ${apiUrl} as ${user.username} (${user.role}).`)
  if (user.role !== 'admin') output.note(`note: ${user.username} is not an admin; admin commands will be refused.`)
}

function askForUser(io: Io): Promise<string> {
  if (!io.stdin.isTTY) throw new CliError('--user is required when stdin is not a terminal.', 'USAGE')
  return promptLine(io, 'Username or e-mail')
}

function askForPassword(io: Io): Promise<string> {
  return io.stdin.isTTY ? promptSecret(io, 'Password') : readFirstLine(io.stdin)
}

async function logout({ api, apiUrl, session, output }: CommandContext, options: LogoutOptions): Promise<void> {
  if (session.cookieHeaderFor(new URL(apiUrl)) === undefined) {
    output.result({ loggedOut: false }, () => 'Not logged in.')
    return
  }
  try {
    await (options.all ? api.auth.logoutAll() : api.auth.logout())
  } catch (error) {
    // A session the server no longer knows is as good as ended.
    if (!(isApiError(error) && error.status === 401)) throw error
  } finally {
    // Forget it locally in any case: a failed call leaves at worst a session that expires by itself.
    session.clear()
  }
  output.result({ loggedOut: true, allDevices: Boolean(options.all) }, () =>
    options.all ? 'Logged out on every device.' : 'Logged out.',
  )
}

async function whoami({ api, output }: CommandContext): Promise<void> {
  const { user } = await api.users.me()
  output.result({ user }, () => describeUser(user))
}

function describeUser(user: User): string {
  return formatRecord([
    ['id', user.id],
    ['username', user.username],
    ['e-mail', user.email],
    ['role', user.role],
    ['e-mail verified', user.is_email_verified],
    ['member since', user.created_at],
    ['last login', user.last_login_at],
    ['login streak', `${user.current_login_streak} (best ${user.max_login_streak})`],
    ['trial ends', user.trial_ends_at],
  ])
}
