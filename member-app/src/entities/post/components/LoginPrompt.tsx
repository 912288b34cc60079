import { FormattedMessage, Link, useIntl, useLocation } from '@dilemma/app-runtime'
import { Button, Group, Modal, Text } from '@dilemma/design-system'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

interface LoginPromptProps {
  opened: boolean
  onClose: () => void
}

/** For guests who try to vote, like, save, report or post: log in or register. */
export function LoginPrompt({ opened, onClose }: LoginPromptProps) {
  const intl = useIntl()
  const location = useLocation()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.posts.closeDialog' }) }}
      title={intl.formatMessage({ id: 'member.posts.loginPrompt.title' })}
    >
      <Text mb="lg">
        <FormattedMessage id="member.posts.loginPrompt.text" />
      </Text>
      <Group justify="flex-end">
        <Button component={Link} to={CLIENT_PATHS.register} variant="light">
          <FormattedMessage id="member.posts.loginPrompt.register" />
        </Button>
        <Button component={Link} to={CLIENT_PATHS.login} state={{ from: location }}>
          <FormattedMessage id="member.posts.loginPrompt.login" />
        </Button>
      </Group>
    </Modal>
  )
}
