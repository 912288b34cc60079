import { Button, FormattedMessage, Stack, Text } from '@dilemma/design-system'
import { useGoogleRegistration } from '../api/useGoogleRegistration'
import { useApiErrorText } from '../lib/useApiErrorText'

export function GoogleRegisterButton() {
  const google = useGoogleRegistration()
  const errorText = useApiErrorText(google.error, 'errors.UNKNOWN')
  return (
    <Stack gap={4}>
      <Button variant="default" loading={google.isPending} onClick={() => google.mutate()}>
        <FormattedMessage id="member.landing.cta.google" />
      </Button>
      {errorText && (
        <Text role="alert" size="sm" c="red.8">
          {errorText}
        </Text>
      )}
    </Stack>
  )
}
