import type { AdminPost, StoredPostStatus } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Badge, Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { FactList } from '../../../lib/FactList'
import { formatListDate } from '../../../lib/formatListDate'
import type { PostAction } from '../utils/postActions'
import { descriptionPreview } from '../utils/descriptionPreview'
import { PostActions } from './PostActions'

const statusColors: Record<StoredPostStatus, string> = {
  active: 'green',
  passive: 'yellow',
  inactive: 'gray',
  held: 'orange',
  deleted: 'red',
}

interface PostCardProps {
  post: AdminPost
  busy: boolean
  onAction: (action: PostAction) => void
}

/** One post of the grid: title, status, the start of the description, its figures and actions. */
export function PostCard({ post, busy, onAction }: PostCardProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={post.title}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={3} size="h5">
            {post.title}
          </Title>
          <Badge variant="light" color={statusColors[post.status]} flex="none">
            {text(`admin.posts.status.${post.status}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {descriptionPreview(post.description)}
        </Text>
        <FactList
          facts={[
            { term: text('admin.posts.card.author'), value: post.author ?? text('admin.posts.card.deletedUser') },
            { term: text('admin.posts.card.created'), value: formatListDate(post.created_at) },
            { term: text('admin.posts.card.votes'), value: intl.formatNumber(post.vote_count) },
            { term: text('admin.posts.card.likes'), value: intl.formatNumber(post.like_count) },
            { term: text('admin.posts.card.type'), value: text(`admin.posts.type.${post.post_type}`) },
          ]}
        />
        <PostActions post={post} busy={busy} onAction={onAction} />
      </Stack>
    </Paper>
  )
}
