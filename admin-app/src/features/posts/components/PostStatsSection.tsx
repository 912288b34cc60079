import type { PostStats } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { FiguresTable } from '../../../lib/FiguresTable'
import { StatCards } from '../../../lib/StatCards'

/** Post counts and the most voted posts. */
export function PostStatsSection({ stats }: { stats: PostStats }) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const count = (value: number) => intl.formatNumber(value)
  const totals = (['total', 'active', 'monthly', 'withImages', 'textOnly'] as const).map((figure) => ({
    label: text(`admin.posts.stats.${figure}`),
    value: count(stats[figure]),
  }))

  return (
    <Stack gap="lg">
      <StatCards title={text('admin.posts.stats.title')} stats={totals} />
      {stats.popularPosts.length > 0 && (
        <FiguresTable
          title={text('admin.posts.popular.title')}
          columns={[
            text('admin.posts.popular.postTitle'),
            text('admin.posts.popular.votes'),
            text('admin.posts.popular.likes'),
          ]}
          rows={stats.popularPosts.map((post) => ({
            key: post.id,
            cells: [post.title, count(post.vote_count), count(post.like_count)],
          }))}
        />
      )}
    </Stack>
  )
}
