import type { HeldPost } from '@dilemma/api-client'
import type { Command } from 'commander'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import { idActionCommand } from '../id-action.js'
import type { Io } from '../io.js'
import { formatTable, shorten, type Column } from '../output.js'
import { addReasonOptions, requiredStatementOf } from '../reasons.js'

const HELD_COLUMNS: Column<HeldPost>[] = [
  { header: 'ID', value: (post) => post.id },
  { header: 'HELD SINCE', value: (post) => post.held_at },
  { header: 'AUTHOR', value: (post) => post.author?.username ?? '(deleted user)' },
  { header: 'WORD', value: (post) => `${post.word} (${post.field})` },
  { header: 'TITLE', value: (post) => shorten(post.title, 50) },
]

/** `held list|approve|reject`: polls a watched word holds for review, seen only by their authors until decided. */
export function registerHeldCommands(program: Command, io: Io): void {
  const held = withExamples(program.command('held').description('polls a watched word holds for review'), [
    'dilemma-admin held list',
    'dilemma-admin held approve 31',
  ])

  withExamples(
    held.command('list').description('list held polls, the longest waiting first').action(actionWith(io, list)),
    ['dilemma-admin held list', 'dilemma-admin held list --json'],
  )

  withExamples(
    idActionCommand(held.command('approve').description('publish held polls; each author is told'), io, {
      ids: '<postIds...>',
      action: ({ api }) => ({
        noun: 'poll',
        verb: 'approve',
        past: 'approved',
        apply: (id, call) => api.admin.approveHeldPost(id, call),
      }),
    }),
    ['dilemma-admin held approve 31', 'dilemma-admin held approve 31 32 --dry-run'],
  )

  withExamples(
    idActionCommand(
      addReasonOptions(
        held.command('reject').description('reject held polls; one reason for all, which each author may appeal'),
        {
          required: true,
        },
      ),
      io,
      {
        ids: '<postIds...>',
        action: ({ api }, _, options) => {
          const statement = requiredStatementOf(options, 'reject held polls')
          return {
            noun: 'poll',
            verb: 'reject',
            past: 'rejected',
            apply: (id, call) => api.admin.rejectHeldPost(id, statement, call),
          }
        },
      },
    ),
    [
      'dilemma-admin held reject 31 --reason spam',
      'dilemma-admin held reject 31 --reason hate --note "a slur" --dry-run',
    ],
  )
}

async function list({ api, output }: CommandContext): Promise<void> {
  const { posts } = await api.admin.heldPosts()
  output.result({ posts }, () =>
    posts.length === 0 ? 'No held polls.' : `${formatTable(posts, HELD_COLUMNS)}\n${posts.length} held poll(s).`,
  )
}
