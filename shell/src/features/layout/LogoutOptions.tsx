import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Modal, useDisclosure } from '@dilemma/design-system'
import { LogoutChoices } from './LogoutChoices'

/** Wide screens: a log-out button opening the logout-options modal. */
export function LogoutOptions() {
  const intl = useIntl()
  const [opened, modal] = useDisclosure(false)

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
        <LogoutChoices onChosen={modal.close} />
      </Modal>
    </>
  )
}
