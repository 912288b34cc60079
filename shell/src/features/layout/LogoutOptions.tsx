import {
  Button,
  FormattedMessage,
  Modal,
  Stack,
  Text,
  useDisclosure,
  useIntl,
  useSession,
} from '@dilemma/design-system'
import type { LogoutScope } from '@dilemma/design-system'

/** The spec's logout-options modal: this device or all devices. */
export function LogoutOptions() {
  const intl = useIntl()
  const { logout } = useSession()
  const [opened, modal] = useDisclosure(false)

  const logoutFrom = (scope: LogoutScope) => {
    modal.close()
    void logout(scope)
  }

  return (
    <>
      <Button variant="light" onClick={modal.open}>
        <FormattedMessage id="shell.header.logout" />
      </Button>
      <Modal
        opened={opened}
        onClose={modal.close}
        title={intl.formatMessage({ id: 'shell.header.logout' })}
        closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shell.notice.close' }) }}
      >
        <Stack>
          <Text>
            <FormattedMessage id="shell.logout.question" />
          </Text>
          <Button onClick={() => logoutFrom('this_device')}>
            <FormattedMessage id="shell.header.logoutThisDevice" />
          </Button>
          <Button variant="light" onClick={() => logoutFrom('all_devices')}>
            <FormattedMessage id="shell.header.logoutAllDevices" />
          </Button>
        </Stack>
      </Modal>
    </>
  )
}
