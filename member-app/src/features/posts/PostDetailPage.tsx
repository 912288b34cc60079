import { FormattedMessage, Link, readApiError, useIntl, useNavigate, useParams } from '@dilemma/app-runtime'
import { Anchor, Container, ErrorState, PageLoader, Stack } from '@dilemma/design-system'
import { usePost } from './api/usePost'
import { PostAiOpinion } from './components/PostAiOpinion'
import { PostCard, shareMetaOf, useShareMeta } from '@/entities/post'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

function BackToFeed() {
  return (
    <Anchor component={Link} to={CLIENT_PATHS.feed} fw={700}>
      <FormattedMessage id="member.posts.detail.backToFeed" />
    </Anchor>
  )
}

/** /post/:postId — one poll as a card; the share-link target. */
export function PostDetailPage() {
  const intl = useIntl()
  const navigate = useNavigate()
  const postId = Number(useParams().postId)
  const validId = Number.isInteger(postId) && postId > 0
  const post = usePost(postId)
  useShareMeta(post.data ? shareMetaOf(post.data.post) : null)

  const notFound = !validId || readApiError(post.error)?.status === 404
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <BackToFeed />
        {post.isPending && validId && <PageLoader label={intl.formatMessage({ id: 'member.posts.detail.loading' })} />}
        {(notFound || post.isError) && (
          <Stack align="center">
            <ErrorState
              title={intl.formatMessage({
                id: notFound ? 'member.posts.detail.notFoundTitle' : 'member.posts.detail.errorTitle',
              })}
              message={intl.formatMessage({
                id: notFound ? 'member.posts.detail.notFoundText' : 'member.posts.detail.errorText',
              })}
            />
            <BackToFeed />
          </Stack>
        )}
        {post.data && (
          <PostCard post={post.data.post} titleOrder={1} firstOnScreen onDeleted={() => navigate(CLIENT_PATHS.feed)} />
        )}
        {post.data?.post.is_owner && <PostAiOpinion post={post.data.post} />}
      </Stack>
    </Container>
  )
}
