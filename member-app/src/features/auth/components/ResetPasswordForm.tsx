import { FormattedMessage } from '@dilemma/app-runtime'
import { Alert, Button, Stack } from '@dilemma/design-system'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { NewPasswordFields } from '@/components/NewPasswordFields'
import { newPasswordProblems } from '@/lib/passwordRules'
import type { NewPasswordProblems } from '@/lib/passwordRules'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useResetPassword } from '../api/useResetPassword'
import { useRedirectAfter } from '../hooks/useRedirectAfter'
import { resetSuccessRedirectMs } from '../lib/authTimers'
import { FormError } from '@/components/FormError'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/** New password twice; after success the login page follows in 3 s. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [newPassword, setNewPassword] = useState('')
  const [confirmPassword, setConfirmPassword] = useState('')
  const [problems, setProblems] = useState<NewPasswordProblems>({})
  const reset = useResetPassword()
  const errorText = useApiErrorText(reset.error, 'member.resetPassword.failed')
  useRedirectAfter(reset.isSuccess ? CLIENT_PATHS.login : null, resetSuccessRedirectMs)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = newPasswordProblems(newPassword, confirmPassword)
    setProblems(found)
    if (Object.keys(found).length === 0) reset.mutate({ token, newPassword, confirmPassword })
  }

  if (reset.isSuccess) {
    return (
      <Alert color="green" variant="light">
        <FormattedMessage id="member.resetPassword.success" />
      </Alert>
    )
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <NewPasswordFields
          passwordLabelId="member.fields.newPassword"
          password={newPassword}
          confirmation={confirmPassword}
          onPasswordChange={setNewPassword}
          onConfirmationChange={setConfirmPassword}
          problems={problems}
        />
        <FormError text={errorText} />
        <Button type="submit" loading={reset.isPending}>
          <FormattedMessage id="member.resetPassword.submit" />
        </Button>
      </Stack>
    </form>
  )
}
