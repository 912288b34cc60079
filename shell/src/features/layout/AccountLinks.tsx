import { FormattedMessage, Link, useSession } from '@dilemma/app-runtime'
import { Button } from '@dilemma/design-system'
import { CLIENT_PATHS, clientPath } from '@dilemma/contract/client-paths'

/**
 * A guest: log in and register. A member: ask a question (the member remote's feed opens its
 * add-post modal for ?compose=1). Logging out is the caller's, as a modal or inline.
 */
export function AccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession()
  if (user) {
    return (
      <Button component={Link} to={clientPath('feed', {}, { compose: 1 })} onClick={onNavigate}>
        <FormattedMessage id="shell.header.addPost" />
      </Button>
    )
  }
  return (
    <>
      <Button component={Link} to={CLIENT_PATHS.login} onClick={onNavigate}>
        <FormattedMessage id="shell.header.login" />
      </Button>
      <Button component={Link} to={CLIENT_PATHS.register} variant="light" onClick={onNavigate}>
        <FormattedMessage id="shell.header.register" />
      </Button>
    </>
  )
}
