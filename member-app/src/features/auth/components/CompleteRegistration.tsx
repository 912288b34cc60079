import { Alert, FormattedMessage, useIntl } from '@dilemma/design-system'
import { useState } from 'react'
import { useRedirectAfter } from '../hooks/useRedirectAfter'
import { registrationSuccessRedirectMs, tokenErrorRedirectMs } from '../lib/authTimers'
import { CompleteProfileForm } from './CompleteProfileForm'

type Outcome = 'registered' | 'tokenRejected' | null

/** Registered → /feed after 2 s; an invalid or expired link → back to /register after 3 s. */
export function CompleteRegistration({ token }: { token: string }) {
  const intl = useIntl()
  const [outcome, setOutcome] = useState<Outcome>(null)
  useRedirectAfter(outcome === 'registered' ? '/feed' : null, registrationSuccessRedirectMs)
  useRedirectAfter(outcome === 'tokenRejected' ? '/register' : null, tokenErrorRedirectMs)

  if (outcome === 'registered') {
    return (
      <Alert color="green" variant="light" title={intl.formatMessage({ id: 'member.register.successTitle' })}>
        <FormattedMessage id="member.register.successText" />
      </Alert>
    )
  }
  return (
    <>
      {outcome === 'tokenRejected' && (
        <Alert color="orange" variant="light">
          <FormattedMessage id="member.register.backToStart" />
        </Alert>
      )}
      <CompleteProfileForm
        token={token}
        onRegistered={() => setOutcome('registered')}
        onTokenRejected={() => setOutcome('tokenRejected')}
      />
    </>
  )
}
