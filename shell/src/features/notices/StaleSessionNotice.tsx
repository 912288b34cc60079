import {
  Button,
  FormattedMessage,
  Group,
  Modal,
  Text,
  useApiClient,
  useDisclosure,
  useIntl,
  useNavigate,
} from '@dilemma/design-system'
import { useEffect } from 'react'

/**
 * The spec's stale-session notice: when the session could not be renewed (refresh failed, e.g. it was
 * revoked on another device), the member is logged out and asked to log in again.
 */
export function StaleSessionNotice() {
  const intl = useIntl()
  const client = useApiClient()
  const navigate = useNavigate()
  const [opened, notice] = useDisclosure(false)

  useEffect(() => client.on('logout', notice.open), [client, notice.open])

  const logInAgain = () => {
    notice.close()
    void navigate('/login')
  }

  return (
    <Modal
      opened={opened}
      onClose={notice.close}
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
