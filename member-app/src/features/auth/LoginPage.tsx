import { FormattedMessage, Link, useIntl } from '@dilemma/app-runtime'
import { Anchor, Button, Group, Stack, useDisclosure } from '@dilemma/design-system'
import { Divider } from '@dilemma/design-system/forms'
import { GoogleSignInButton } from '@/components/registration/GoogleSignInButton'
import { RegistrationEmailSteps } from '@/components/registration/RegistrationEmailSteps'
import { AuthPageFrame } from './components/AuthPageFrame'
import { LoginForm } from './components/LoginForm'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

export function LoginPage() {
  const intl = useIntl()
  const [registering, registration] = useDisclosure(false)
  return (
    <AuthPageFrame titleId="member.login.title" introId="member.login.intro">
      <LoginForm />
      <Group justify="space-between">
        <Anchor component={Link} to={CLIENT_PATHS.forgotPassword} size="sm">
          <FormattedMessage id="member.login.forgotPassword" />
        </Anchor>
        <Anchor component={Link} to={CLIENT_PATHS.landing} size="sm">
          <FormattedMessage id="member.auth.backHome" />
        </Anchor>
      </Group>
      <GoogleSignInButton action="login" />
      <Divider label={intl.formatMessage({ id: 'member.login.newHere' })} labelPosition="center" />
      <Stack gap="sm">
        {registering ? (
          <RegistrationEmailSteps />
        ) : (
          <Button variant="light" onClick={registration.open}>
            <FormattedMessage id="member.login.startRegistration" />
          </Button>
        )}
      </Stack>
    </AuthPageFrame>
  )
}
