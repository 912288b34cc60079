import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Stack } from '@dilemma/design-system'
import { PasswordInput, TextInput } from '@dilemma/design-system/forms'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { loginErrorMessageId } from './loginErrorMessageId'
import { NotAnAdminError, useAdminLogin } from './useAdminLogin'

/** The standalone site's own sign-in: username or e-mail and password, as on the main site. */
export function AdminLoginForm() {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const [usernameOrEmail, setUsernameOrEmail] = useState('')
  const [password, setPassword] = useState('')
  const login = useAdminLogin()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    login.mutate({ usernameOrEmail: usernameOrEmail.trim(), password })
  }

  return (
    <form onSubmit={submit} noValidate aria-label={text('admin.standalone.login.title')}>
      <Stack gap="sm">
        <TextInput
          label={text('admin.standalone.login.usernameOrEmail')}
          autoComplete="username"
          required
          value={usernameOrEmail}
          onChange={(event) => setUsernameOrEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={text('admin.standalone.login.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          visibilityToggleButtonProps={{ 'aria-label': text('admin.standalone.login.togglePassword') }}
        />
        {login.error && (
          <Alert color="red" role="alert">
            {login.error instanceof NotAnAdminError
              ? intl.formatMessage({ id: 'admin.standalone.notAdmin' }, { username: login.error.username })
              : text(loginErrorMessageId(login.error))}
          </Alert>
        )}
        <Button type="submit" loading={login.isPending}>
          <FormattedMessage id="admin.standalone.login.submit" />
        </Button>
      </Stack>
    </form>
  )
}
