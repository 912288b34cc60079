import type { AdminPost } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { EmptyState, SimpleGrid } from '@dilemma/design-system/widgets'
import type { PostAction } from '../utils/postActions'
import { PostCard } from './PostCard'

interface PostGridProps {
  posts: readonly AdminPost[]
  /** The post an action is running for. */
  busyId: number | undefined
  onAction: (post: AdminPost, action: PostAction) => void
}

/** The page of posts as cards, or the empty message when none matches the filters. */
export function PostGrid({ posts, busyId, onAction }: PostGridProps) {
  const intl = useIntl()
  if (posts.length === 0) {
    return <EmptyState title={intl.formatMessage({ id: 'admin.posts.empty' })} />
  }
  return (
    <SimpleGrid
      renderRoot={(props) => <ul {...props} />}
      cols={{ base: 1, sm: 2, lg: 3 }}
      className="dilemma-plain-list"
    >
      {posts.map((post) => (
        <PostCard key={post.id} post={post} busy={post.id === busyId} onAction={(action) => onAction(post, action)} />
      ))}
    </SimpleGrid>
  )
}
