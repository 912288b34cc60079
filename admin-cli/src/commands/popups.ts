import { readFile } from 'node:fs/promises'
import { basename } from 'node:path'
import type { Popup } from '@dilemma/api-client'
import { Argument, type Command } from 'commander'
import { CliError } from '../cli-error.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import { IRREVERSIBLE, idActionCommand } from '../id-action.js'
import type { Io } from '../io.js'
import { formatRecord, formatTable, shorten, type Column } from '../output.js'

const POPUP_COLUMNS: Column<Popup>[] = [
  { header: 'ID', value: (popup) => popup.id },
  { header: 'ACTIVE', value: (popup) => popup.is_active },
  { header: 'CREATED', value: (popup) => popup.created_at },
  { header: 'IMAGE', value: (popup) => popup.image_url },
  { header: 'DESCRIPTION', value: (popup) => shorten(popup.description, 40) },
]

/** `popups list|create|toggle|delete`: the site popup visitors see once. */
export function registerPopupsCommands(program: Command, io: Io): void {
  const popups = withExamples(program.command('popups').description('the site popups visitors see once'), [
    'dilemma-admin popups list',
    'dilemma-admin popups create welcome.png --description "Welcome to Dilemma!"',
    'dilemma-admin popups toggle off 4',
  ])

  withExamples(popups.command('list').description('list every popup, newest first').action(actionWith(io, list)), [
    'dilemma-admin popups list',
    'dilemma-admin popups list --json',
  ])

  withExamples(
    popups
      .command('create')
      .description('upload a picture (JPEG, PNG, GIF or WebP, at most 5 MB) as a new popup, active at once')
      .argument('<image>', 'the picture file')
      .option('--description <text>', 'a text shown below the picture')
      .action(actionWith(io, create)),
    [
      'dilemma-admin popups create welcome.png',
      'dilemma-admin popups create sale.webp --description "Pro -20%" --json',
    ],
  )

  withExamples(
    idActionCommand(
      popups
        .command('toggle')
        .description('switch popups on or off')
        .addArgument(new Argument('<state>', 'on or off').choices(['on', 'off'])),
      io,
      {
        ids: '<popupIds...>',
        action: ({ api }, [state]) => ({
          noun: 'popup',
          verb: `switch ${state}`,
          past: `switched ${state}`,
          apply: (id, options) => api.popups.setActive(id, state === 'on', options),
        }),
      },
    ),
    ['dilemma-admin popups toggle off 4', 'dilemma-admin popups toggle on 4 5 --dry-run'],
  )

  withExamples(
    idActionCommand(popups.command('delete').description('delete popups and their pictures for good'), io, {
      ids: '<popupIds...>',
      confirm: () => IRREVERSIBLE,
      action: ({ api }) => ({
        noun: 'popup',
        verb: 'delete',
        past: 'deleted',
        apply: (id, options) => api.popups.delete(id, options),
      }),
    }),
    ['dilemma-admin popups delete 4 --yes', 'dilemma-admin popups delete 4 5 --dry-run'],
  )
}

async function list({ api, output }: CommandContext): Promise<void> {
  const { popups } = await api.popups.list()
  output.result({ popups }, () =>
    popups.length === 0 ? 'No popups.' : `${formatTable(popups, POPUP_COLUMNS)}\n${popups.length} popup(s).`,
  )
}

async function create(
  { api, output }: CommandContext,
  { description }: { description?: string },
  file: string,
): Promise<void> {
  let contents: Buffer
  try {
    contents = await readFile(file)
  } catch {
    throw new CliError(`cannot read ${file}`, 'FILE_NOT_READABLE')
  }
  // The server checks the picture by its content, not by this name.
  const image = new File([new Uint8Array(contents)], basename(file))
  const { popup } = await api.popups.create({ image, description })
  output.result({ popup }, () =>
    formatRecord([
      ['created popup', popup.id],
      ['active', popup.is_active],
      ['image', popup.image_url],
      ['description', popup.description],
    ]),
  )
}
