import { writeFile } from 'node:fs/promises'
import {
  WATCHED_WORD_ACTIONS,
  WATCHED_WORD_LANGUAGES,
  watchedWordsOfCsvRecords,
  type WatchedWord,
  type WatchedWordRequest,
} from '@dilemma/api-client'
import { Option, type Command } from 'commander'
import { CliError } from '../cli-error.js'
import { actionWith, type CommandContext } from '../context.js'
import { csvRecords, readTextFile, toCsv } from '../csv.js'
import { withExamples } from '../help.js'
import { idActionCommand } from '../id-action.js'
import type { Io } from '../io.js'
import { formatTable, type Column } from '../output.js'

const WORD_COLUMNS: Column<WatchedWord>[] = [
  { header: 'ID', value: (word) => word.id },
  { header: 'WORD', value: (word) => word.word },
  { header: 'LANGUAGE', value: (word) => word.language },
  { header: 'ACTION', value: (word) => word.action },
  { header: 'ADDED', value: (word) => word.created_at },
]

/** `words list|add|remove|import|export|test`: the watched words, checked in every poll and profile text. */
export function registerWordsCommands(program: Command, io: Io): void {
  const words = withExamples(
    program.command('words').description('watched words: a poll with one is refused, held for review or reported'),
    ['dilemma-admin words add "kredit*" --language de', 'dilemma-admin words test "Sofortkredit oder Kredithai?"'],
  )

  withExamples(words.command('list').description('list the watched words').action(actionWith(io, list)), [
    'dilemma-admin words list',
    'dilemma-admin words list --json',
  ])

  withExamples(
    words
      .command('add')
      .description('watch a word or phrase; a * at its end also matches longer forms')
      .argument('<word>', 'the word or phrase')
      .addOption(
        new Option('--language <language>', 'how its case is folded').choices(WATCHED_WORD_LANGUAGES).default('all'),
      )
      .addOption(new Option('--action <action>', 'what a match does').choices(WATCHED_WORD_ACTIONS).default('block'))
      .action(actionWith(io, add)),
    ['dilemma-admin words add "call me at"', 'dilemma-admin words add "ırkçı" --language tr'],
  )

  withExamples(
    idActionCommand(words.command('remove').description('stop watching words, by id'), io, {
      ids: '<wordIds...>',
      action: ({ api }) => ({
        noun: 'word',
        verb: 'remove',
        past: 'removed',
        // Nothing to change for a preview: it only finds the entry.
        apply: async (id, { dryRun }) =>
          dryRun ? findWord(await api.watchedWords.list(), id) : api.watchedWords.remove(id),
      }),
    }),
    ['dilemma-admin words remove 12', 'dilemma-admin words remove 12 13 --dry-run'],
  )

  withExamples(
    words
      .command('import')
      .description('add the words of a CSV file (word, language, action; header optional), all or none')
      .argument('<file.csv>')
      .action(actionWith(io, importWords)),
    ['dilemma-admin words import words.csv'],
  )

  withExamples(
    words
      .command('export')
      .description('the watched words as CSV (word, language, action), as import reads them')
      .option('-o, --out <file>', 'write to this file instead of stdout')
      .action(actionWith(io, exportWords)),
    ['dilemma-admin words export > words.csv', 'dilemma-admin words export --out words.csv'],
  )

  withExamples(
    words
      .command('test')
      .description('show what a text would match, and which entry of each')
      .argument('<text>')
      .action(actionWith(io, testText)),
    ['dilemma-admin words test "A smartwatch, not a twat"'],
  )
}

function findWord({ words }: { words: WatchedWord[] }, id: number): WatchedWord {
  const found = words.find((word) => word.id === id)
  if (!found) throw new CliError(`no watched word ${id}`, 'WATCHED_WORD_NOT_FOUND')
  return found
}

async function list({ api, output }: CommandContext): Promise<void> {
  const { words } = await api.watchedWords.list()
  output.result({ words }, () =>
    words.length === 0 ? 'No watched words.' : `${formatTable(words, WORD_COLUMNS)}\n${words.length} word(s).`,
  )
}

async function add(
  { api, output }: CommandContext,
  options: { language: WatchedWordRequest['language']; action: WatchedWordRequest['action'] },
  word: string,
): Promise<void> {
  const added = await api.watchedWords.add({ word, language: options.language, action: options.action })
  output.result(
    { word: added.word },
    () => `Watching “${added.word.word}” (${added.word.language}, ${added.word.action}), id ${added.word.id}.`,
  )
}

/** The entries of a CSV file; a first row naming the columns is skipped. */
export function wordsOfCsv(text: string, file: string): WatchedWordRequest[] {
  const read = watchedWordsOfCsvRecords(csvRecords(text, file))
  if ('badRow' in read)
    throw new CliError(
      `${file}, row ${read.badRow}: expected word, language (${WATCHED_WORD_LANGUAGES.join('|')}), action (${WATCHED_WORD_ACTIONS.join('|')})`,
      'INVALID_CSV',
    )
  return read.entries
}

async function importWords({ api, output }: CommandContext, _: unknown, file: string): Promise<void> {
  const entries = wordsOfCsv(await readTextFile(file), file)
  if (entries.length === 0) throw new CliError(`${file} holds no words`, 'USAGE')
  const { added, skipped } = await api.watchedWords.import(entries)
  output.result({ added, skipped }, () => `Added ${added} word(s); ${skipped} on the list already.`)
}

async function exportWords({ api, io }: CommandContext, options: { out?: string }): Promise<void> {
  const { words } = await api.watchedWords.list()
  const csv = toCsv(words, ['word', 'language', 'action'])
  if (options.out) await writeFile(options.out, csv)
  else io.stdout.write(csv)
}

async function testText({ api, output }: CommandContext, _: unknown, text: string): Promise<void> {
  const { matches } = await api.watchedWords.test(text)
  output.result({ matches }, () =>
    matches.length === 0
      ? 'Nothing would match.'
      : matches
          .map(
            ({ matched, entry }) =>
              `“${matched}” matches “${entry.word}” (${entry.language}, ${entry.action}, id ${entry.id})`,
          )
          .join('\n'),
  )
}
