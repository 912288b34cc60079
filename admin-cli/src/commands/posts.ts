import type {
  AdminPost,
  AdminPostsQuery,
  AdminPostStatusChange,
  AdminPostStatusFilter,
  PostStatusChangeRequest,
} from '@dilemma/api-client'
import { Argument, Option, type Command } from 'commander'
import { addAdminListOptions, printAdminList, type AdminListOptions } from '../admin-list.js'
import { actionWith, type CommandContext } from '../context.js'
import { withExamples } from '../help.js'
import { registerPostStatsCommand } from './console-stats.js'
import { registerPostCardCommand } from './post-card.js'
import { IRREVERSIBLE, idActionCommand } from '../id-action.js'
import { addReasonOptions, requiredStatementOf } from '../reasons.js'
import type { Io } from '../io.js'
import { shorten, type Column } from '../output.js'
import { collectPages, postsPages } from '../paging.js'

interface ListOptions extends AdminListOptions<NonNullable<AdminPostsQuery['sortBy']>> {
  status?: AdminPostStatusFilter
}

const SORT_FIELDS = ['created_at', 'vote_count', 'like_count', 'title'] as const
const STATUS_FILTERS = ['all', 'active', 'inactive', 'deleted'] as const

/** How each status change reads, by the status set. */
const STATUS_CHANGES: Record<AdminPostStatusChange, { verb: string; past: string }> = {
  active: { verb: 'activate', past: 'activated' },
  passive: { verb: 'deactivate', past: 'deactivated' },
  deleted: { verb: 'soft-delete', past: 'deleted' },
}

const POST_COLUMNS: Column<AdminPost>[] = [
  { header: 'ID', value: (post) => post.id },
  { header: 'STATUS', value: (post) => post.status },
  { header: 'TITLE', value: (post) => shorten(post.title, 40) },
  { header: 'AUTHOR', value: (post) => post.author ?? '(deleted user)' },
  { header: 'CREATED', value: (post) => post.created_at },
  { header: 'VOTES', value: (post) => post.vote_count },
  { header: 'LIKES', value: (post) => post.like_count },
  { header: 'TYPE', value: (post) => (post.post_type === 'with_images' ? 'images' : 'text') },
]

/** `posts list|stats|card|set-status|purge`: every poll, whatever its state. */
export function registerPostsCommands(program: Command, io: Io): void {
  const posts = withExamples(program.command('posts').description('list polls and change or remove them'), [
    'dilemma-admin posts list --status active --sort vote_count',
    'dilemma-admin posts set-status passive 31 32',
    'dilemma-admin posts purge 33 --dry-run',
    'dilemma-admin posts card 31 --format square --out card.png',
  ])
  registerPostStatsCommand(posts, io)
  registerPostCardCommand(posts, io)

  withExamples(
    addAdminListOptions(
      posts
        .command('list')
        .description('list polls, newest first')
        .addOption(
          new Option('--status <status>', 'only these (inactive: passive or inactive)').choices(STATUS_FILTERS),
        ),
      SORT_FIELDS,
      'only titles or descriptions containing this text',
    ).action(actionWith(io, list)),
    [
      'dilemma-admin posts list',
      'dilemma-admin posts list --status deleted --search cats --limit 100',
      'dilemma-admin posts list --sort title --order asc --json',
    ],
  )

  withExamples(
    idActionCommand(
      addReasonOptions(
        posts
          .command('set-status')
          .description('activate, deactivate (passive) or soft-delete polls; passive and deleted need --reason')
          .addArgument(new Argument('<status>', 'the new status').choices(Object.keys(STATUS_CHANGES))),
      ),
      io,
      {
        ids: '<postIds...>',
        // A soft-deleted poll cannot be brought back from the console or the CLI (admin-spec §4).
        confirm: ([status]) => (status === 'deleted' ? IRREVERSIBLE : undefined),
        action: ({ api }, [status], options) => {
          const change: PostStatusChangeRequest =
            status === 'active'
              ? { status }
              : { status: status as 'passive' | 'deleted', ...requiredStatementOf(options, `set polls ${status}`) }
          return {
            noun: 'post',
            ...STATUS_CHANGES[status as AdminPostStatusChange],
            apply: (id, call) => api.admin.setPostStatus(id, change, call),
          }
        },
      },
    ),
    [
      'dilemma-admin posts set-status passive 31 --reason off_topic',
      'dilemma-admin posts set-status active 31 32 --dry-run',
      'dilemma-admin posts set-status deleted 31,32 --reason spam --note "link farm" --yes --json',
    ],
  )

  withExamples(
    idActionCommand(
      posts.command('purge').description('delete polls for good, with their votes, likes, saves and images'),
      io,
      {
        ids: '<postIds...>',
        confirm: () => IRREVERSIBLE,
        action: ({ api }) => ({
          noun: 'post',
          verb: 'permanently delete',
          past: 'purged',
          apply: (id, options) => api.admin.deletePostPermanently(id, options),
        }),
      },
    ),
    ['dilemma-admin posts purge 33', 'dilemma-admin posts purge 33 34 --dry-run', 'dilemma-admin posts purge 33 --yes'],
  )
}

async function list({ api, output }: CommandContext, options: ListOptions): Promise<void> {
  const { status, search, sort: sortBy, order: sortOrder, limit } = options
  const page = await collectPages(postsPages(api, { status, search, sortBy, sortOrder }), { limit, page: options.page })
  printAdminList(output, { key: 'posts', noun: 'post', paged: options.page !== undefined }, page, POST_COLUMNS)
}
