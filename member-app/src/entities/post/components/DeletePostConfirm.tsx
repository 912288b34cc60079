import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Group, Modal, Text } from '@dilemma/design-system'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useDeletePost } from '../api/useDeletePost'

interface DeletePostConfirmProps {
  opened: boolean
  onClose: () => void
  postId: number
  onDeleted?: () => void
}

export function DeletePostConfirm({ opened, onClose, postId, onDeleted }: DeletePostConfirmProps) {
  const intl = useIntl()
  const deletion = useDeletePost(postId)
  const errorText = useApiErrorText(deletion.error, 'member.posts.delete.failed')
  const confirm = () =>
    deletion.mutate(undefined, {
      onSuccess: () => {
        onClose()
        onDeleted?.()
      },
    })

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.posts.closeDialog' }) }}
      title={intl.formatMessage({ id: 'member.posts.delete.title' })}
    >
      <Text mb="lg">
        <FormattedMessage id="member.posts.delete.text" />
      </Text>
      {errorText && (
        <Alert color="red" variant="light" mb="md" role="alert">
          {errorText}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={deletion.isPending}>
          <FormattedMessage id="member.posts.cancel" />
        </Button>
        <Button color="red" onClick={confirm} loading={deletion.isPending}>
          <FormattedMessage id="member.posts.delete.confirm" />
        </Button>
      </Group>
    </Modal>
  )
}
