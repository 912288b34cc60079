import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Group, Loader, Modal, Text } from '@dilemma/design-system'
import type { PollCardOption } from '@dilemma/design-system/widgets'

interface VoteConfirmDialogProps {
  opened: boolean
  option: PollCardOption | null
  pending: boolean
  errorText: string | null
  onConfirm: () => void
  onClose: () => void
}

/** "Vote for B: …?" — a vote cannot be changed, so it is confirmed first. */
export function VoteConfirmDialog({ opened, option, pending, errorText, onConfirm, onClose }: VoteConfirmDialogProps) {
  const intl = useIntl()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.posts.closeDialog' }) }}
      title={intl.formatMessage({ id: 'member.posts.vote.confirmTitle' })}
    >
      {option && (
        <Text mb="xs">
          <FormattedMessage
            id="member.posts.vote.confirmText"
            values={{ letter: option.letter.toUpperCase(), option: <strong>{option.text}</strong> }}
          />
        </Text>
      )}
      <Text size="sm" c="dimmed" mb="lg">
        <FormattedMessage id="member.posts.vote.final" />
      </Text>
      {errorText && (
        <Alert color="red" variant="light" mb="md">
          {errorText}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={pending}>
          <FormattedMessage id="member.posts.cancel" />
        </Button>
        {/* While the vote is sent it keeps the focus (aria-disabled, not disabled): a disabled button
            would drop the focus to the page's body before the card's result status takes it. */}
        <Button
          onClick={pending ? undefined : onConfirm}
          aria-disabled={pending || undefined}
          leftSection={pending ? <Loader size={14} color="white" /> : undefined}
        >
          <FormattedMessage id="member.posts.vote.confirm" />
        </Button>
      </Group>
    </Modal>
  )
}
