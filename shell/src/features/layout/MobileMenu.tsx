import { useIntl, useSession } from '@dilemma/app-runtime'
import { Drawer, Stack } from '@dilemma/design-system'
import { AccountLinks } from './AccountLinks'
import { LogoutChoices } from './LogoutChoices'
import { NavLinks } from './NavLinks'

interface MobileMenuProps {
  opened: boolean
  onClose: () => void
}

/**
 * Below 992 px the header's one menu: the pages, then the account (log in and register, or ask a
 * question and the logout options, inline: a modal over this drawer would fight it for focus).
 */
export function MobileMenu({ opened, onClose }: MobileMenuProps) {
  const intl = useIntl()
  const { user } = useSession()
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'shell.header.menu' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'shell.notice.close' }) }}
      hiddenFrom="md"
      position="right"
      size="xs"
    >
      <Stack gap="lg">
        <Stack component="nav" aria-label={intl.formatMessage({ id: 'shell.header.navigation' })}>
          <NavLinks onNavigate={onClose} />
        </Stack>
        <Stack gap="sm">
          <AccountLinks onNavigate={onClose} />
        </Stack>
        {user && <LogoutChoices onChosen={onClose} />}
      </Stack>
    </Drawer>
  )
}
