import { FormattedMessage, useIntl, useLocation, useNavigate } from '@dilemma/app-runtime'
import { Button, Group, Modal, Text } from '@dilemma/design-system'
import { loginPath, loginRedirectState } from '../../lib/loginRedirect'

export interface StaleSessionModalProps {
  opened: boolean
  onClose: () => void
}

/** The stale-session notice's dialog; "log in again" returns her to the page she was on afterwards. */
export default function StaleSessionModal({ opened, onClose }: StaleSessionModalProps) {
  const intl = useIntl()
  const location = useLocation()
  const navigate = useNavigate()

  const logInAgain = () => {
    onClose()
    if (location.pathname !== loginPath) void navigate(loginPath, { state: loginRedirectState(location) })
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'shell.staleSession.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shell.notice.close' }) }}
    >
      <Text>
        <FormattedMessage id="shell.staleSession.message" />
      </Text>
      <Group justify="flex-end" mt="md">
        <Button onClick={logInAgain}>
          <FormattedMessage id="shell.staleSession.login" />
        </Button>
      </Group>
    </Modal>
  )
}
