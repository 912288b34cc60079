import { FormattedMessage, useIntl, useNavigate, useSearchParams } from '@dilemma/app-runtime'
import { Button, Group, Modal, Text } from '@dilemma/design-system'
import { useEffect, useState } from 'react'
import { landingErrorFor, landingErrorRedirectDelayMs } from '../lib/landingError'
import type { LandingError } from '../lib/landingError'

/** `?error=` on the landing page: a popup, the parameter dropped, and a redirect where the spec wants one. */
export function LandingErrorPopup() {
  const intl = useIntl()
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const [shown, setShown] = useState<LandingError | null>(null)
  const errorParam = searchParams.get('error')

  useEffect(() => {
    const landingError = landingErrorFor(errorParam)
    if (!landingError) return
    setShown(landingError)
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('error')
        return next
      },
      { replace: true },
    )
  }, [errorParam, setSearchParams])

  const redirectTo = shown?.redirectTo
  useEffect(() => {
    if (!redirectTo) return
    const timer = window.setTimeout(() => void navigate(redirectTo), landingErrorRedirectDelayMs)
    return () => window.clearTimeout(timer)
  }, [redirectTo, navigate])

  const close = () => setShown(null)
  return (
    <Modal
      opened={shown !== null}
      onClose={close}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.landing.errorPopup.closeDialog' }) }}
      title={intl.formatMessage({ id: 'member.landing.errorPopup.title' })}
    >
      {shown && (
        <Text>
          <FormattedMessage id={shown.messageId} />
        </Text>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={close}>
          <FormattedMessage id="member.landing.errorPopup.close" />
        </Button>
      </Group>
    </Modal>
  )
}
