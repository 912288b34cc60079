import type { CategoryTag } from '@dilemma/api-client'
import type { Command } from 'commander'
import { positiveInteger } from '../arguments.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import { idActionCommand } from '../id-action.js'
import type { Io } from '../io.js'
import { formatTable, type Column } from '../output.js'

/** The category new tags land in until an admin sorts them (admin-spec §2 "Tags tab"). */
const UNCATEGORISED_ID = 5

const TAG_COLUMNS: Column<CategoryTag>[] = [
  { header: 'ID', value: (tag) => tag.id },
  { header: 'NAME', value: (tag) => tag.name },
]

/** `tags categories|uncategorised|move`: sorting members' tags into categories. */
export function registerTagsCommands(program: Command, io: Io): void {
  const tags = withExamples(program.command('tags').description('sort tags into categories'), [
    'dilemma-admin tags uncategorised',
    'dilemma-admin tags move 12 13 --category 2',
  ])

  withExamples(
    tags.command('categories').description('list the categories and their ids').action(actionWith(io, categories)),
    ['dilemma-admin tags categories --json'],
  )

  withExamples(
    tags
      .command('uncategorised')
      .alias('uncategorized')
      .description('list the tags no category holds yet, by name')
      .action(actionWith(io, uncategorised)),
    ['dilemma-admin tags uncategorised', 'dilemma-admin tags uncategorised --json'],
  )

  withExamples(
    idActionCommand(
      tags
        .command('move')
        .description('move tags into a category')
        .requiredOption('--category <id>', 'the category to move them to (see "tags categories")', positiveInteger),
      io,
      {
        ids: '<tagIds...>',
        action: ({ api }, _leading, options) => {
          const category = options.category as number
          return {
            noun: 'tag',
            verb: `move to category ${category}`,
            past: 'moved',
            apply: (id, options) => api.tags.move(id, category, options),
          }
        },
      },
    ),
    ['dilemma-admin tags move 12 --category 2', 'dilemma-admin tags move 12,13 --category 4 --dry-run'],
  )
}

async function categories({ api, output }: CommandContext): Promise<void> {
  const { categories } = await api.tags.categories()
  output.result({ categories }, () =>
    formatTable(categories, [
      { header: 'ID', value: (category) => category.id },
      { header: 'NAME', value: (category) => category.name },
    ]),
  )
}

async function uncategorised({ api, output }: CommandContext): Promise<void> {
  const { tags } = await api.tags.ofCategory(UNCATEGORISED_ID)
  output.result({ tags }, () =>
    tags.length === 0 ? 'No uncategorised tags.' : `${formatTable(tags, TAG_COLUMNS)}\n${tags.length} tag(s).`,
  )
}
