import { useIntl } from '@dilemma/app-runtime'
import { Modal } from '@dilemma/design-system'
import { LogoutChoices } from './LogoutChoices'

/** Wide screens: the logout options, opened from the header's log-out button. */
export function LogoutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const intl = useIntl()
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'shell.header.logout' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shell.notice.close' }) }}
    >
      <LogoutChoices onChosen={onClose} />
    </Modal>
  )
}
