import type { Post } from '@dilemma/api-client'
import { FormattedMessage, Link, useIntl } from '@dilemma/app-runtime'
import { Anchor, Badge, Group, Text } from '@dilemma/design-system'
import { Avatar } from '@dilemma/design-system/widgets'
import { clientPath } from '@dilemma/contract/client-paths'

/** Avatar, name (linking to the public profile), Featured badge for paid authors, and the owner flag. */
export function PostAuthor({ post }: { post: Post }) {
  const intl = useIntl()
  const createdAt = intl.formatDate(post.created_at, { dateStyle: 'medium' })
  return (
    <Group gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap">
        <Avatar src={post.user_avatar} alt="" radius="xl" color={post.is_featured ? 'plum' : 'rose'}>
          {post.username.slice(0, 1).toUpperCase()}
        </Avatar>
        <div>
          <Anchor
            component={Link}
            to={clientPath('publicProfile', { userId: post.user_id })}
            className="dilemma-touch-target"
            fw={700}
            c={post.is_featured ? 'plum.7' : undefined}
          >
            {post.username}
          </Anchor>
          <Text size="xs" c="dimmed">
            {createdAt}
          </Text>
        </div>
      </Group>
      <Group gap={6}>
        {post.is_owner && (
          <Badge variant="light" color="gray">
            <FormattedMessage id="member.posts.card.yourPoll" />
          </Badge>
        )}
        {post.is_featured && (
          <Badge variant="gradient" gradient={{ from: 'plum', to: 'rose' }}>
            <FormattedMessage id="member.posts.card.featured" />
          </Badge>
        )}
      </Group>
    </Group>
  )
}
