import type { Command } from 'commander'

/** Every level of `--help` ends with runnable examples. */
export function withExamples(command: Command, examples: readonly string[]): Command {
  return command.addHelpText('after', `\nExamples:\n${examples.map((example) => `  $ ${example}`).join('\n')}\n`)
}
