import { FormattedMessage, Link, useIntl } from '@dilemma/app-runtime'
import { Alert, Anchor, Button, Stack } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { isValidEmail } from '@/lib/isValidEmail'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useForgotPassword } from './api/useForgotPassword'
import { AuthPageFrame } from './components/AuthPageFrame'
import { FormError } from '@/components/FormError'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

export function ForgotPasswordPage() {
  const intl = useIntl()
  const [email, setEmail] = useState('')
  const [emailInvalid, setEmailInvalid] = useState(false)
  const forgot = useForgotPassword()
  const errorText = useApiErrorText(forgot.error, 'member.forgotPassword.failed')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const valid = isValidEmail(email)
    setEmailInvalid(!valid)
    if (valid) forgot.mutate(email.trim())
  }

  return (
    <AuthPageFrame titleId="member.forgotPassword.title" introId="member.forgotPassword.intro">
      {forgot.isSuccess ? (
        <Alert color="green" variant="light">
          <FormattedMessage id="member.forgotPassword.sent" />
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <TextInput
              type="email"
              autoComplete="email"
              label={intl.formatMessage({ id: 'member.registration.emailLabel' })}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailInvalid && intl.formatMessage({ id: 'member.validation.emailInvalid' })}
            />
            <FormError text={errorText} />
            <Button type="submit" loading={forgot.isPending}>
              <FormattedMessage id="member.forgotPassword.submit" />
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to={CLIENT_PATHS.login} size="sm">
        <FormattedMessage id="member.auth.backToLogin" />
      </Anchor>
    </AuthPageFrame>
  )
}
