import { Button, Menu, useSession } from '@dilemma/design-system'
import { FormattedMessage } from 'react-intl'
import { Link } from 'react-router'

/** Logged out: login/register; logged in: log out on this device or on all devices. */
export function AccountMenu() {
  const { user, logout } = useSession()

  if (!user) {
    return (
      <Menu position="bottom-end">
        <Menu.Target>
          <Button>
            <FormattedMessage id="shell.header.account" />
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to="/login">
            <FormattedMessage id="shell.header.login" />
          </Menu.Item>
          <Menu.Item component={Link} to="/register">
            <FormattedMessage id="shell.header.register" />
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    )
  }

  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button variant="light">
          <FormattedMessage id="shell.header.logout" />
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void logout('this_device')}>
          <FormattedMessage id="shell.header.logoutThisDevice" />
        </Menu.Item>
        <Menu.Item onClick={() => void logout('all_devices')}>
          <FormattedMessage id="shell.header.logoutAllDevices" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}
