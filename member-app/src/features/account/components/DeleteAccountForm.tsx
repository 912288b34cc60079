import type { User } from '@dilemma/api-client'
import { Button, FormattedMessage, Group, Stack, Text } from '@dilemma/design-system'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { PasswordField } from '../../../components/PasswordField'
import { useApiErrorText } from '../../../lib/useApiErrorText'
import { useDeleteAccount } from '../api/useDeleteAccount'
import { FormError } from '../../../components/FormError'

/** The confirmation step: the password, or an explicit click for accounts without one. */
export function DeleteAccountForm({ user, onCancel }: { user: User; onCancel: () => void }) {
  const [password, setPassword] = useState('')
  const deletion = useDeleteAccount()
  const errorText = useApiErrorText(deletion.error, 'member.account.delete.failed')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    deletion.mutate(user.has_password ? { password } : { confirm: true })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>
          <FormattedMessage id="member.account.delete.warning" />
        </Text>
        {user.has_password && (
          <PasswordField
            labelId="member.account.delete.passwordLabel"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
          />
        )}
        <FormError text={errorText} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={deletion.isPending}>
            <FormattedMessage id="member.account.delete.cancel" />
          </Button>
          <Button type="submit" color="red" loading={deletion.isPending}>
            <FormattedMessage id="member.account.delete.confirm" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
