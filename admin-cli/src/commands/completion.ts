import { Argument, type Command } from 'commander'
import { withExamples } from '../help.js'
import type { Io } from '../io.js'

/** Each command path with the words that may follow it: subcommands, then options. */
function wordsByPath(command: Command, path: string[] = []): [string, string[]][] {
  const words = [
    ...command.commands.map((sub) => sub.name()),
    ...command.options.flatMap((option) => [option.long, option.short].filter((flag) => flag !== undefined)),
  ]
  return [[path.join(' '), words], ...command.commands.flatMap((sub) => wordsByPath(sub, [...path, sub.name()]))]
}

const SCRIPTS = {
  bash: (table: [string, string[]][]) => `# dilemma-admin completion for bash: eval "$(dilemma-admin completion bash)"
_dilemma_admin() {
  local path="" word
  for word in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$word" in -*) ;; *) path="\${path:+$path }$word" ;; esac
  done
  local words
  case "$path" in
${table.map(([path, words]) => `    "${path}") words="${words.join(' ')}" ;;`).join('\n')}
    *) words="" ;;
  esac
  COMPREPLY=($(compgen -W "$words" -- "\${COMP_WORDS[COMP_CWORD]}"))
}
complete -F _dilemma_admin dilemma-admin
`,
  zsh: (table: [string, string[]][]) => `#compdef dilemma-admin
# dilemma-admin completion for zsh: eval "$(dilemma-admin completion zsh)"
_dilemma_admin() {
  local path="" word
  for word in "\${(@)words[2,CURRENT-1]}"; do
    [[ "$word" == -* ]] || path="\${path:+$path }$word"
  done
  local -a choices
  case "$path" in
${table.map(([path, words]) => `    "${path}") choices=(${words.join(' ')}) ;;`).join('\n')}
  esac
  compadd -- $choices
}
compdef _dilemma_admin dilemma-admin
`,
  fish: (table: [string, string[]][]) => `# dilemma-admin completion for fish: dilemma-admin completion fish | source
function __dilemma_admin_words
  set -l path (string join ' ' (string match -v -- '-*' (commandline -opc)[2..-1]))
  switch "$path"
${table.map(([path, words]) => `    case "${path}"\n      printf '%s\\n' ${words.join(' ')}`).join('\n')}
  end
end
complete -c dilemma-admin -f -a '(__dilemma_admin_words)'
`,
}

/** `completion bash|zsh|fish`: a script that completes commands and options, from the command tree itself. */
export function registerCompletionCommand(program: Command, io: Io): void {
  withExamples(
    program
      .command('completion')
      .description('print a shell completion script')
      .addArgument(new Argument('<shell>', 'the shell').choices(Object.keys(SCRIPTS)))
      .action((shell: keyof typeof SCRIPTS) => {
        io.stdout.write(SCRIPTS[shell](wordsByPath(program)))
      }),
    [
      'eval "$(dilemma-admin completion bash)"   # in ~/.bashrc',
      'eval "$(dilemma-admin completion zsh)"    # in ~/.zshrc, after compinit',
      'dilemma-admin completion fish > ~/.config/fish/completions/dilemma-admin.fish',
    ],
  )
}
