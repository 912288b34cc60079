import { FormattedMessage, useIntl, useLocation, useSearchParams } from '@dilemma/app-runtime'
import { Alert, Container } from '@dilemma/design-system'
import { useEffect, useState } from 'react'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/**
 * The Google sign-in's landing page (member remote) reads its own `?error=` and shows the one
 * message for it; taken away, the page would also say that the sign-in data is missing.
 */
const pagesWithOwnErrorMessage: ReadonlySet<string> = new Set([CLIENT_PATHS.authSuccess])

/** `?error=email_exists` on any other page: show the message once, then drop the parameter. */
export function EmailExistsNotice() {
  const intl = useIntl()
  const { pathname } = useLocation()
  const [searchParams, setSearchParams] = useSearchParams()
  const [visible, setVisible] = useState(false)
  const flagged = searchParams.get('error') === 'email_exists' && !pagesWithOwnErrorMessage.has(pathname)

  useEffect(() => {
    if (!flagged) return
    setVisible(true)
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('error')
        return next
      },
      { replace: true },
    )
  }, [flagged, setSearchParams])

  if (!visible) return null
  return (
    <Container pt="md">
      <Alert
        color="red"
        variant="light"
        withCloseButton
        closeButtonLabel={intl.formatMessage({ id: 'shell.notice.close' })}
        onClose={() => setVisible(false)}
      >
        <FormattedMessage id="errors.EMAIL_EXISTS" />
      </Alert>
    </Container>
  )
}
