import { FormattedMessage, useIntl, useLocation, useNavigate } from '@dilemma/app-runtime'
import { Button, Stack } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { PasswordField } from '@/components/PasswordField'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useLogin } from '../api/useLogin'
import { loginDestination } from '../lib/loginDestination'
import { FormError } from '@/components/FormError'

/** Username or e-mail and password; no client validation (member-spec §2 Login). */
export function LoginForm() {
  const intl = useIntl()
  const navigate = useNavigate()
  const { state } = useLocation()
  const [usernameOrEmail, setUsernameOrEmail] = useState('')
  const [password, setPassword] = useState('')
  const login = useLogin()
  const errorText = useApiErrorText(login.error, 'member.login.failed')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate(
      { usernameOrEmail: usernameOrEmail.trim(), password },
      { onSuccess: () => void navigate(loginDestination(state), { replace: true }) },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'member.login.usernameOrEmail' })}
          autoComplete="username"
          value={usernameOrEmail}
          onChange={(event) => setUsernameOrEmail(event.currentTarget.value)}
        />
        <PasswordField
          labelId="member.fields.password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
        />
        <FormError text={errorText} />
        <Button type="submit" loading={login.isPending}>
          <FormattedMessage id="member.login.submit" />
        </Button>
      </Stack>
    </form>
  )
}
