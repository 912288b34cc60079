import { FormattedMessage, Link, useLocation } from '@dilemma/app-runtime'
import { Button, Stack, Text } from '@dilemma/design-system'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/** A guest on the payment page: log in first, then come back here. */
export function PaymentLoginRequest() {
  const location = useLocation()
  return (
    <Stack align="flex-start" gap="sm">
      <Text>
        <FormattedMessage id="member.payment.loginRequest" />
      </Text>
      <Button component={Link} to={CLIENT_PATHS.login} state={{ from: location }}>
        <FormattedMessage id="member.payment.logIn" />
      </Button>
    </Stack>
  )
}
