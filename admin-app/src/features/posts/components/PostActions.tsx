import type { AdminPost } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Button, Group } from '@dilemma/design-system'
import { postActionsFor } from '../utils/postActions'
import type { PostAction } from '../utils/postActions'

const actionColors: Record<PostAction, string> = {
  deactivate: 'yellow',
  activate: 'green',
  softDelete: 'red',
  deletePermanently: 'red',
}

interface PostActionsProps {
  post: AdminPost
  /** An action on this post is running. */
  busy: boolean
  onAction: (action: PostAction) => void
}

/** The actions the post's status allows, each named with the post's title for screen readers. */
export function PostActions({ post, busy, onAction }: PostActionsProps) {
  const intl = useIntl()
  return (
    <Group gap="xs">
      {postActionsFor(post.status).map((action) => (
        <Button
          key={action}
          size="xs"
          variant={action === 'deletePermanently' ? 'filled' : 'light'}
          color={actionColors[action]}
          disabled={busy}
          aria-label={intl.formatMessage({ id: `admin.posts.action.${action}For` }, { title: post.title })}
          onClick={() => onAction(action)}
        >
          {intl.formatMessage({ id: `admin.posts.action.${action}` })}
        </Button>
      ))}
    </Group>
  )
}
