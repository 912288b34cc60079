import { Button, FormattedMessage, Link, useSession } from '@dilemma/design-system'
import { LogoutOptions } from './LogoutOptions'

/** Logged out: login and register; logged in: ask a question, and log out (on this device or on all devices). */
export function AccountMenu() {
  const { user } = useSession()
  if (user) {
    return (
      <>
        {/* The member remote's feed opens its add-post modal for ?compose=1. */}
        <Button component={Link} to="/feed?compose=1" visibleFrom="md">
          <FormattedMessage id="shell.header.addPost" />
        </Button>
        <LogoutOptions />
      </>
    )
  }
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
