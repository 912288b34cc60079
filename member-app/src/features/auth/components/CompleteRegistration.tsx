import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Group, Loader, Stack, Text } from '@dilemma/design-system'
import { useState } from 'react'
import { isRejectedLink, useRegistrationLink } from '../api/useRegistrationLink'
import { useRedirectAfter } from '../hooks/useRedirectAfter'
import { registrationSuccessRedirectMs, tokenErrorRedirectMs } from '../lib/authTimers'
import { CompleteProfileForm } from './CompleteProfileForm'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

type Outcome = 'registered' | 'tokenRejected' | null

/**
 * The link is checked as the page opens, so a used or expired one is known before anything is
 * typed; it is also refused on sending when it was used up meanwhile. Either way: back to /register
 * after 3 s. Registered → /feed after 2 s. Should the check itself fail (network, rate limit), the
 * form shows: sending it checks the link again.
 */
export function CompleteRegistration({ token }: { token: string }) {
  const intl = useIntl()
  const link = useRegistrationLink(token)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const linkRejected = outcome === 'tokenRejected' || isRejectedLink(link.error)
  useRedirectAfter(outcome === 'registered' ? CLIENT_PATHS.feed : null, registrationSuccessRedirectMs)
  useRedirectAfter(linkRejected ? CLIENT_PATHS.register : null, tokenErrorRedirectMs)

  if (outcome === 'registered') {
    return (
      <Alert color="green" variant="light" title={intl.formatMessage({ id: 'member.register.successTitle' })}>
        <FormattedMessage id="member.register.successText" />
      </Alert>
    )
  }
  if (linkRejected) {
    return (
      <Alert
        color="orange"
        variant="light"
        role="alert"
        title={intl.formatMessage({ id: 'member.register.linkInvalid' })}
      >
        <FormattedMessage id="member.register.backToStart" />
      </Alert>
    )
  }
  if (link.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>
          <FormattedMessage id="member.register.checkingLink" />
        </Text>
      </Group>
    )
  }
  return (
    <Stack gap="sm">
      {link.data && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="member.register.invitedEmail" values={{ email: link.data.email }} />
        </Text>
      )}
      <CompleteProfileForm
        token={token}
        onRegistered={() => setOutcome('registered')}
        onTokenRejected={() => setOutcome('tokenRejected')}
      />
    </Stack>
  )
}
