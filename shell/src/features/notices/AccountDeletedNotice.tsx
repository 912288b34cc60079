import { FormattedMessage, useIntl, useLocation, useNavigate } from '@dilemma/app-runtime'
import { Alert, Container } from '@dilemma/design-system'

/** The navigation state the shell sets when it leaves for home after the account was deleted. */
export const ACCOUNT_DELETED_NOTICE = 'account_deleted'

/** "Your account was deleted", on the page she lands on after deleting it; closing it clears the state. */
export function AccountDeletedNotice() {
  const intl = useIntl()
  const location = useLocation()
  const navigate = useNavigate()
  const state: unknown = location.state
  const shown =
    typeof state === 'object' && state !== null && (state as { notice?: unknown }).notice === ACCOUNT_DELETED_NOTICE
  if (!shown) return null
  return (
    <Container pt="md">
      <Alert
        color="teal"
        variant="light"
        role="status"
        withCloseButton
        closeButtonLabel={intl.formatMessage({ id: 'shell.notice.close' })}
        onClose={() => navigate(location, { replace: true, state: null })}
      >
        <FormattedMessage id="shell.notice.accountDeleted" />
      </Alert>
    </Container>
  )
}
