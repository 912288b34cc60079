import { Alert, Container, FormattedMessage, useIntl, useSearchParams } from '@dilemma/design-system'
import { useEffect, useState } from 'react'

/** `?error=email_exists` on any page: show the message once, then drop the parameter. */
export function EmailExistsNotice() {
  const intl = useIntl()
  const [searchParams, setSearchParams] = useSearchParams()
  const [visible, setVisible] = useState(false)
  const flagged = searchParams.get('error') === 'email_exists'

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
