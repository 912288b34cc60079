import { FormattedMessage, Link } from '@dilemma/app-runtime'
import { Anchor, Stack, Text } from '@dilemma/design-system'
import { useTrendingPosts } from '../api/useTrendingPosts'
import { clientPath } from '@dilemma/contract/client-paths'

export function TrendingPosts({ onNavigate }: { onNavigate?: () => void }) {
  const trending = useTrendingPosts()
  if (!trending.data?.posts.length) return null
  return (
    <Stack gap={4}>
      <Text fw={800} size="sm">
        <FormattedMessage id="member.feed.sidebar.trending" />
      </Text>
      {trending.data.posts.map((post) => (
        <Anchor
          key={post.id}
          component={Link}
          to={clientPath('post', { postId: post.id })}
          size="sm"
          onClick={onNavigate}
        >
          {post.title}{' '}
          <Text span size="xs" c="dimmed">
            <FormattedMessage id="member.feed.sidebar.likes" values={{ count: post.like_count }} />
          </Text>
        </Anchor>
      ))}
    </Stack>
  )
}
