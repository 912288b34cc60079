import type { GoogleAuthAction } from '@dilemma/api-client'
import { FormattedMessage, readApiError } from '@dilemma/app-runtime'
import { Button, Stack, Text } from '@dilemma/design-system'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useGoogleSignIn } from './useGoogleSignIn'

/** Google sign-in; once the server says it is not configured, the button stays disabled with a hint. */
export function GoogleSignInButton({ action }: { action: GoogleAuthAction }) {
  const google = useGoogleSignIn(action)
  const notConfigured = readApiError(google.error)?.code === 'GOOGLE_NOT_CONFIGURED'
  const errorText = useApiErrorText(notConfigured ? null : google.error, 'member.google.failed')
  return (
    <Stack gap={4}>
      <Button variant="default" loading={google.isPending} disabled={notConfigured} onClick={() => google.mutate()}>
        <FormattedMessage id={`member.google.${action}`} />
      </Button>
      {notConfigured && (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="member.google.notConfigured" />
        </Text>
      )}
      {errorText && (
        <Text role="alert" size="sm" c="red.8">
          {errorText}
        </Text>
      )}
    </Stack>
  )
}
