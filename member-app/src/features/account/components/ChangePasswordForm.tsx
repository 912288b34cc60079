import type { User } from '@dilemma/api-client'
import { FormattedMessage } from '@dilemma/app-runtime'
import { Alert, Button, Group, Stack } from '@dilemma/design-system'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { PasswordField } from '@/components/PasswordField'
import { NewPasswordFields } from '@/components/NewPasswordFields'
import { newPasswordProblems } from '@/lib/passwordRules'
import type { NewPasswordProblems } from '@/lib/passwordRules'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useDelayedAction } from '@/lib/useDelayedAction'
import { useChangePassword } from '../api/useChangePassword'
import { passwordChangedCloseMs } from '../lib/accountTimers'
import { FormError } from '@/components/FormError'

/** Current password (unless the account only signs in with Google), new password twice. */
export function ChangePasswordForm({ user, onDone }: { user: User; onDone: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('')
  const [newPassword, setNewPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problems, setProblems] = useState<NewPasswordProblems>({})
  const change = useChangePassword()
  const errorText = useApiErrorText(change.error, 'member.account.changePassword.failed')
  useDelayedAction(change.isSuccess ? onDone : null, passwordChangedCloseMs)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = newPasswordProblems(newPassword, confirmation)
    setProblems(found)
    if (Object.keys(found).length > 0) return
    change.mutate(user.has_password ? { currentPassword, newPassword } : { newPassword })
  }

  if (change.isSuccess) {
    return (
      <Alert color="green" variant="light">
        <FormattedMessage id="member.account.changePassword.changed" />
      </Alert>
    )
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {user.has_password && (
          <PasswordField
            labelId="member.fields.currentPassword"
            value={currentPassword}
            onChange={setCurrentPassword}
            autoComplete="current-password"
          />
        )}
        <NewPasswordFields
          passwordLabelId="member.fields.newPassword"
          password={newPassword}
          confirmation={confirmation}
          onPasswordChange={setNewPassword}
          onConfirmationChange={setConfirmation}
          problems={problems}
        />
        <FormError text={errorText} />
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            <FormattedMessage id="member.account.changePassword.submit" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
