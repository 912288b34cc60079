import { Alert, FormattedMessage, Modal, useIntl, useSession } from '@dilemma/design-system'
import { useState } from 'react'
import { useDelayedAction } from '../../../lib/useDelayedAction'
import { useCreatePost } from '../api/useCreatePost'
import { AddPostForm } from './AddPostForm'

/** The success message closes the modal after 3 s (member-spec §9). */
export const ADD_POST_SUCCESS_CLOSE_MS = 3000

interface AddPostModalProps {
  opened: boolean
  onClose: () => void
}

/** Write a poll; a success message, then the modal closes by itself. */
export function AddPostModal({ opened, onClose }: AddPostModalProps) {
  const intl = useIntl()
  const { user } = useSession()
  const createPost = useCreatePost()
  // A new form (and mutation state) each time the modal opens.
  const [formKey, setFormKey] = useState(0)
  const close = () => {
    onClose()
    createPost.reset()
    setFormKey((key) => key + 1)
  }
  useDelayedAction(createPost.isSuccess ? close : null, ADD_POST_SUCCESS_CLOSE_MS)

  return (
    <Modal opened={opened} onClose={close} title={intl.formatMessage({ id: 'member.posts.add.title' })} size="lg">
      {createPost.isSuccess ? (
        <Alert color="green" variant="light" title={intl.formatMessage({ id: 'member.posts.add.successTitle' })}>
          <FormattedMessage id="member.posts.add.successText" />
        </Alert>
      ) : (
        <AddPostForm key={formKey} role={user?.role} createPost={createPost} onCancel={close} />
      )}
    </Modal>
  )
}
