import { MODERATION_REASONS, type ModerationReason, type StatementOfReasons } from '@dilemma/api-client'
import { Option, type Command } from 'commander'
import { CliError } from './cli-error.js'

/**
 * `--reason` (one of the list) and `--note` of a decision that restricts a member: she is told
 * both. One pair for a whole batch. `required`: the option is mandatory for every use of the command.
 */
export function addReasonOptions(command: Command, { required = false } = {}): Command {
  const reason = new Option('--reason <reason>', 'why, as the member is told').choices(MODERATION_REASONS)
  return command
    .addOption(required ? reason.makeOptionMandatory() : reason)
    .option('--note <text>', 'words of yours beside the reason, shown to her')
}

/** The statement of `--reason` and `--note`; undefined without `--reason`. */
export function statementOf(options: Record<string, unknown>): StatementOfReasons | undefined {
  if (typeof options.reason !== 'string') return undefined
  const note = typeof options.note === 'string' ? options.note.trim() : ''
  return { reason: options.reason as ModerationReason, ...(note ? { note } : {}) }
}

/** The statement, refusing the command (before any call) without `--reason`. */
export function requiredStatementOf(options: Record<string, unknown>, what: string): StatementOfReasons {
  const statement = statementOf(options)
  if (!statement) throw new CliError(`--reason is required to ${what} (the member is told why)`, 'USAGE')
  return statement
}
