import { FormattedMessage, Link, useSearchParams } from '@dilemma/app-runtime'
import { Alert, Anchor } from '@dilemma/design-system'
import { AuthPageFrame } from './components/AuthPageFrame'
import { ResetPasswordForm } from './components/ResetPasswordForm'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams()
  const token = searchParams.get('token')
  return (
    <AuthPageFrame titleId="member.resetPassword.title">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert color="red" variant="light">
          <FormattedMessage id="member.resetPassword.missingToken" />
        </Alert>
      )}
      <Anchor component={Link} to={token ? CLIENT_PATHS.login : CLIENT_PATHS.landing} size="sm">
        <FormattedMessage id={token ? 'member.auth.backToLogin' : 'member.auth.backHome'} />
      </Anchor>
    </AuthPageFrame>
  )
}
