import {
  Button,
  FormattedMessage,
  Group,
  Modal,
  Text,
  useApiClient,
  useDisclosure,
  useIntl,
  useLocation,
  useNavigate,
  useSession,
} from '@dilemma/design-system'
import { useEffect } from 'react'
import { loginPath, loginRedirectState } from '../../lib/loginRedirect'

/**
 * The spec's stale-session notice: the session could not be renewed (e.g. it was revoked on another
 * device), so the member is logged out and asked to log in again; the login returns her to the page
 * she was on. The route guard may already have brought her to /login (a protected page).
 */
export function StaleSessionNotice() {
  const intl = useIntl()
  const client = useApiClient()
  const signedIn = useSession().user !== null
  const location = useLocation()
  const navigate = useNavigate()
  const [opened, { open: openNotice, close: closeNotice }] = useDisclosure(false)

  // A guest's leftover cookies can fail a refresh too: she had no session to lose, so no notice.
  useEffect(() => client.on('logout', () => signedIn && openNotice()), [client, signedIn, openNotice])

  const logInAgain = () => {
    closeNotice()
    if (location.pathname !== loginPath) void navigate(loginPath, { state: loginRedirectState(location) })
  }

  return (
    <Modal
      opened={opened}
      onClose={closeNotice}
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
