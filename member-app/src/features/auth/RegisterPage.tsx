import { FormattedMessage, Link, useSearchParams } from '@dilemma/app-runtime'
import { Anchor, Text } from '@dilemma/design-system'
import { GoogleSignInButton } from '@/components/registration/GoogleSignInButton'
import { RegistrationEmailSteps } from '@/components/registration/RegistrationEmailSteps'
import { AuthPageFrame } from './components/AuthPageFrame'
import { CompleteRegistration } from './components/CompleteRegistration'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/** Without `?token=`: e-mail → confirm → mail sent. With it: the complete-profile form. */
export function RegisterPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')

  if (token) {
    return (
      <AuthPageFrame titleId="member.register.completeTitle" introId="member.register.completeIntro">
        <CompleteRegistration key={token} token={token} />
      </AuthPageFrame>
    )
  }
  return (
    <AuthPageFrame titleId="member.register.title" introId="member.register.intro">
      <RegistrationEmailSteps />
      <GoogleSignInButton action="register" />
      <Text size="sm">
        <FormattedMessage
          id="member.register.haveAccount"
          values={{
            login: (chunks) => (
              <Anchor component={Link} to={CLIENT_PATHS.login}>
                {chunks}
              </Anchor>
            ),
          }}
        />
      </Text>
    </AuthPageFrame>
  )
}
