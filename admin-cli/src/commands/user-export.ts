import { writeFile } from 'node:fs/promises'
import { Argument, type Command } from 'commander'
import { positiveInteger } from '../arguments.js'
import { CliError } from '../cli-error.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import type { Io } from '../io.js'

async function saveArchive({ api, output }: CommandContext, options: { out: string }, userId: number): Promise<void> {
  const blob = await api.admin.memberArchive(userId)
  const zip = Buffer.from(await blob.arrayBuffer())
  try {
    await writeFile(options.out, zip, { mode: 0o600 })
  } catch {
    throw new CliError(`cannot write ${options.out}`, 'FILE_NOT_WRITABLE')
  }
  output.result(
    { userId, file: options.out, bytes: zip.length },
    () => `Saved the data archive of user ${userId} (${zip.length} bytes) to ${options.out}.`,
  )
}

/**
 * `users export`: a member's data archive for a request that came by post or e-mail (GDPR
 * access); the server records it in the audit log.
 */
export function registerUserExportCommand(users: Command, io: Io): void {
  withExamples(
    users
      .command('export')
      .description("save a member's data archive (ZIP, as she downloads it herself); audited")
      .addArgument(new Argument('<userId>', 'the member').argParser(positiveInteger))
      .requiredOption('-o, --out <file>', 'the ZIP file to write')
      .action(actionWith(io, saveArchive)),
    ['dilemma-admin users export 7 --out user-7.zip'],
  )
}
