import { Command } from 'commander'
import { registerCompletionCommand } from './commands/completion.js'
import { registerAiCommands } from './commands/ai.js'
import { registerAppealsCommands } from './commands/appeals.js'
import { registerHeldCommands } from './commands/held.js'
import { registerAuditCommands } from './commands/audit.js'
import { registerExportCommand } from './commands/export.js'
import { registerInvitesCommands } from './commands/invites.js'
import { registerPopupsCommands } from './commands/popups.js'
import { registerPostsCommands } from './commands/posts.js'
import { registerReportsCommands } from './commands/reports.js'
import { registerSessionCommands } from './commands/session.js'
import { registerTagsCommands } from './commands/tags.js'
import { registerUsersCommands } from './commands/users.js'
import { registerWordsCommands } from './commands/words.js'
import { rememberedApi } from './config-dir.js'
import { DEFAULT_API_URL } from './context.js'
import { withExamples } from './help.js'
import type { Io } from './io.js'
import { registerVersionOption } from './version.js'

/** The whole `dilemma-admin` command tree; each `commands/<noun>.ts` adds its part. */
export function buildProgram(io: Io): Command {
  const program = new Command('dilemma-admin')
    .description('Moderate and manage Dilemma from the terminal.')
    .option(
      '--api <url>',
      'root URL of the Dilemma API (env: DILEMMA_API_URL; default: the last one logged in to)',
      io.env.DILEMMA_API_URL ?? rememberedApi(io) ?? DEFAULT_API_URL,
    )
    .option('--json', 'print machine-readable JSON instead of text')
    .option('--profile <name>', 'use this profile: its own sessions and last address (env: DILEMMA_PROFILE)')
    .showHelpAfterError('(run with --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => io.stdout.write(text),
      writeErr: (text) => io.stderr.write(text),
    })

  registerVersionOption(program, io)
  withExamples(program, [
    'dilemma-admin --version',
    'dilemma-admin login --user admin@dilemma.local',
    'dilemma-admin whoami --json',
    'dilemma-admin --api https://dilemma.example/api whoami',
    'dilemma-admin reports list',
    'dilemma-admin reports reject 12 13 --dry-run',
    'dilemma-admin posts set-status passive 31',
    'dilemma-admin users set-role prouser 7',
    'dilemma-admin ai generate --count 5 --language en --save',
    'dilemma-admin popups toggle off 4',
    'dilemma-admin tags move 12 13 --category 2',
    'dilemma-admin audit list --action user.role',
    'dilemma-admin export users --out users.csv',
    'dilemma-admin logout',
  ])
  program.addHelpText(
    'after',
    'Exit codes: 0 done, 1 failed, 2 usage error (or --yes missing), 4 not signed in, 130 cancelled.\n' +
      "Sessions are saved in $DILEMMA_ADMIN_CONFIG_DIR, else in the platform's config directory:\n" +
      '$XDG_CONFIG_HOME/dilemma-admin or ~/.config/dilemma-admin on Linux (elsewhere too if it exists),\n' +
      '~/Library/Preferences/dilemma-admin on macOS, %APPDATA%\\dilemma-admin\\Config on Windows;\n' +
      'one per API address (sessions/*.json, readable only by you);\nlast-api names the address of the last login, used when --api is not given.\n',
  )

  registerSessionCommands(program, io)
  registerInvitesCommands(program, io)
  registerReportsCommands(program, io)
  registerPostsCommands(program, io)
  registerUsersCommands(program, io)
  registerAppealsCommands(program, io)
  registerWordsCommands(program, io)
  registerHeldCommands(program, io)
  registerPopupsCommands(program, io)
  registerTagsCommands(program, io)
  registerAiCommands(program, io)
  registerAuditCommands(program, io)
  registerExportCommand(program, io)
  // Last: it completes every command registered above.
  registerCompletionCommand(program, io)
  return program
}
