import type { Post } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Group } from '@dilemma/design-system'
import { Tooltip } from '@dilemma/design-system/widgets'
import { useState } from 'react'
import { useToggleLike } from '../api/useToggleLike'
import { useToggleSave } from '../api/useToggleSave'
import { canEditPost } from '../lib/pollRules'
import { DeletePostConfirm, EditPostModal, ReportModal, ShareModal } from '../lazyDialogs'
import { ToggleFailureText } from './ToggleFailureText'
import type { ToggleFailure } from './ToggleFailureText'

type ActionModal = 'share' | 'report' | 'edit' | 'delete'

interface PostActionsProps {
  post: Post
  signedIn: boolean
  /** Guests get the login prompt instead of the action. */
  onLoginNeeded: () => void
  onDeleted?: () => void
}

/** Like, save, share and report; edit and delete for the owner. */
export function PostActions({ post, signedIn, onLoginNeeded, onDeleted }: PostActionsProps) {
  const intl = useIntl()
  const [modal, setModal] = useState<ActionModal | null>(null)
  const like = useToggleLike(post)
  const save = useToggleSave(post)
  const [toggleFailure, setToggleFailure] = useState<ToggleFailure | null>(null)
  const close = () => setModal(null)
  // A new like or save replaces the reason the last one failed.
  const toggling = (toggle: ToggleFailure['toggle']) => {
    setToggleFailure(null)
    return { onError: (error: unknown) => setToggleFailure({ toggle, error }) }
  }
  const ifSignedIn = (action: () => void) => () => (signedIn ? action() : onLoginNeeded())
  const editable = canEditPost(post)

  return (
    <>
      <Group gap="xs" justify="space-between">
        <Group gap={4}>
          <Button
            variant={post.liked ? 'light' : 'subtle'}
            size="compact-sm"
            aria-pressed={post.liked}
            onClick={ifSignedIn(() => like.mutate({ liked: !post.liked, before: post }, toggling('like')))}
          >
            <FormattedMessage id="member.posts.actions.like" values={{ count: post.like_count }} />
          </Button>
          <Button
            variant={post.saved ? 'light' : 'subtle'}
            size="compact-sm"
            aria-pressed={post.saved}
            onClick={ifSignedIn(() => save.mutate(!post.saved, toggling('save')))}
          >
            <FormattedMessage id={post.saved ? 'member.posts.actions.saved' : 'member.posts.actions.save'} />
          </Button>
          <Button variant="subtle" size="compact-sm" onClick={() => setModal('share')}>
            <FormattedMessage id="member.posts.actions.share" />
          </Button>
          {!post.is_owner && (
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              disabled={post.reported}
              onClick={ifSignedIn(() => setModal('report'))}
            >
              <FormattedMessage id={post.reported ? 'member.posts.actions.reported' : 'member.posts.actions.report'} />
            </Button>
          )}
        </Group>
        {post.is_owner && (
          <Group gap={4}>
            <Tooltip
              label={intl.formatMessage({ id: 'member.posts.actions.editLocked' })}
              disabled={editable}
              events={{ hover: true, focus: true, touch: true }}
            >
              <Button variant="subtle" size="compact-sm" disabled={!editable} onClick={() => setModal('edit')}>
                <FormattedMessage id="member.posts.actions.edit" />
              </Button>
            </Tooltip>
            <Button variant="subtle" size="compact-sm" color="red" onClick={() => setModal('delete')}>
              <FormattedMessage id="member.posts.actions.delete" />
            </Button>
          </Group>
        )}
      </Group>
      {toggleFailure && <ToggleFailureText failure={toggleFailure} />}
      <ShareModal opened={modal === 'share'} onClose={close} postId={post.id} title={post.title} />
      <ReportModal opened={modal === 'report'} onClose={close} postId={post.id} />
      {post.is_owner && (
        <>
          <EditPostModal opened={modal === 'edit'} onClose={close} post={post} />
          <DeletePostConfirm opened={modal === 'delete'} onClose={close} postId={post.id} onDeleted={onDeleted} />
        </>
      )}
    </>
  )
}
