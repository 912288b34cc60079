import type { MemberStats } from '@dilemma/api-client'
import { Link, readApiError, useIntl } from '@dilemma/app-runtime'
import { Anchor, Group, PageLoader, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { EmptyState, SimpleGrid } from '@dilemma/design-system/widgets'
import { useMemberStats } from '../api/useMemberStats'
import { statFigures } from '../lib/statFigures'
import { LoadFailure } from '@/components/LoadFailure'
import { clientPath } from '@dilemma/contract/client-paths'

/** The stats modal's body (member-spec §3 user stats; §8 texts for a missing user, a failed load, no stats). */
export function StatsContent({ userId }: { userId: number }) {
  const intl = useIntl()
  const query = useMemberStats(userId)
  const text = (id: string) => intl.formatMessage({ id: `member.stats.${id}` })

  if (query.isPending) return <PageLoader label={text('loading')} />
  if (query.isError) {
    if (readApiError(query.error)?.status === 404) return <LoadFailure message={text('userNotFound')} />
    return <LoadFailure message={text('error')} retryLabel={text('retry')} onRetry={() => void query.refetch()} />
  }
  const stats = query.data.stats as MemberStats | null | undefined
  if (!stats) return <EmptyState title={text('empty')} />

  return (
    <Stack gap="lg">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} spacing="sm" m={0}>
        {statFigures(stats).map(({ figure, value }) => (
          <Paper key={figure} withBorder p="sm" radius="md">
            <Text component="dt" size="sm" c="dimmed">
              {text(`figure.${figure}`)}
            </Text>
            <Text component="dd" m={0} fw={800} fz="xl">
              {intl.formatNumber(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <MostPopularPoll stats={stats} />
      <MostUsedTags stats={stats} />
    </Stack>
  )
}

function MostPopularPoll({ stats }: { stats: MemberStats }) {
  const intl = useIntl()
  const poll = stats.most_popular_poll
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {intl.formatMessage({ id: 'member.stats.mostPopular' })}
      </Title>
      {poll ? (
        <Text>
          <Anchor component={Link} to={clientPath('post', { postId: poll.id })} fw={700}>
            {poll.title}
          </Anchor>{' '}
          <Text span c="dimmed" size="sm">
            {intl.formatMessage(
              { id: 'member.stats.mostPopularFigures' },
              { votes: poll.total_votes, likes: poll.like_count },
            )}
          </Text>
        </Text>
      ) : (
        <Text c="dimmed">{intl.formatMessage({ id: 'member.stats.noPopular' })}</Text>
      )}
    </Stack>
  )
}

function MostUsedTags({ stats }: { stats: MemberStats }) {
  const intl = useIntl()
  return (
    <Stack gap={4}>
      <Title order={3} size="h5">
        {intl.formatMessage({ id: 'member.stats.mostUsedTags' })}
      </Title>
      {stats.most_used_tags.length > 0 ? (
        <Group component="ul" gap="xs" className="dilemma-plain-list">
          {stats.most_used_tags.map((tag) => (
            <li key={tag.id}>
              <Anchor component={Link} to={clientPath('feed', {}, { tag: tag.id })}>
                {intl.formatMessage({ id: 'member.stats.tagCount' }, { name: tag.name, count: tag.count })}
              </Anchor>
            </li>
          ))}
        </Group>
      ) : (
        <Text c="dimmed">{intl.formatMessage({ id: 'member.stats.noTags' })}</Text>
      )}
    </Stack>
  )
}
