import { Button, FormattedMessage, Link, useSession } from '@dilemma/design-system'
import { LogoutOptions } from './LogoutOptions'

/** Logged out: login and register; logged in: log out (on this device or on all devices). */
export function AccountMenu() {
  const { user } = useSession()
  if (user) return <LogoutOptions />
  return (
    <>
      <Button component={Link} to="/login">
        <FormattedMessage id="shell.header.login" />
      </Button>
      <Button component={Link} to="/register" variant="light" visibleFrom="sm">
        <FormattedMessage id="shell.header.register" />
      </Button>
    </>
  )
}
