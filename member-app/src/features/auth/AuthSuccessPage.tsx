import { FormattedMessage, useSearchParams } from '@dilemma/app-runtime'
import { AuthFailure } from './components/AuthFailure'
import { AuthPageFrame } from './components/AuthPageFrame'
import { SessionVerification } from './components/SessionVerification'
import { authSuccessOutcome } from './lib/authSuccessOutcome'

/** Where Google sign-in lands: `?user=<JSON>` on success, `?error=<code>` otherwise. */
export function AuthSuccessPage() {
  const [searchParams] = useSearchParams()
  const outcome = authSuccessOutcome(searchParams)
  return (
    <AuthPageFrame titleId="member.authSuccess.title">
      {outcome.kind === 'verify-session' ? (
        <SessionVerification />
      ) : (
        <AuthFailure>
          <FormattedMessage id={outcome.messageId} />
        </AuthFailure>
      )}
    </AuthPageFrame>
  )
}
