import { FormattedMessage, useSession } from '@dilemma/app-runtime'
import { Alert, Group, Loader, Text } from '@dilemma/design-system'
import { useEffect } from 'react'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useVerifiedSession } from '../api/useVerifiedSession'
import { useRedirectAfter } from '../hooks/useRedirectAfter'
import { authSuccessRedirectMs } from '../lib/authTimers'
import { AuthFailure } from './AuthFailure'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/** Confirms the new session with `GET /users/me`, stores the user, then /feed after 1.5 s. */
export function SessionVerification() {
  const { signIn } = useSession()
  const verified = useVerifiedSession()
  const errorText = useApiErrorText(verified.error, 'member.authSuccess.error.unknown')
  const user = verified.data?.user
  useRedirectAfter(user ? CLIENT_PATHS.feed : null, authSuccessRedirectMs)

  useEffect(() => {
    if (user) signIn(user)
  }, [user, signIn])

  if (errorText) return <AuthFailure>{errorText}</AuthFailure>
  if (user) {
    return (
      <Alert color="green" variant="light">
        <FormattedMessage id="member.authSuccess.success" values={{ username: user.username }} />
      </Alert>
    )
  }
  return (
    <Group gap="sm">
      <Loader size="sm" />
      <Text>
        <FormattedMessage id="member.authSuccess.verifying" />
      </Text>
    </Group>
  )
}
