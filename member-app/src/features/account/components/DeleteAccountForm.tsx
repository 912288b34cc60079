import type { User } from '@dilemma/api-client'
import { FormattedMessage } from '@dilemma/app-runtime'
import { Button, Group, Stack, Text } from '@dilemma/design-system'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { AccountConfirmationField, confirmationOf } from './AccountConfirmationField'
import { useDeleteAccount } from '../api/useDeleteAccount'
import { FormError } from '@/components/FormError'

/**
 * The confirmation step: the password, or for accounts without one (Google-only) the username,
 * which the server checks before it deletes anything.
 */
export function DeleteAccountForm({ user, onCancel }: { user: User; onCancel: () => void }) {
  const [confirmation, setConfirmation] = useState('')
  const deletion = useDeleteAccount()
  const errorText = useApiErrorText(deletion.error, 'member.account.delete.failed')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    deletion.mutate(confirmationOf(user, confirmation))
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>
          <FormattedMessage id="member.account.delete.warning" />
        </Text>
        <AccountConfirmationField
          user={user}
          passwordLabelId="member.account.delete.passwordLabel"
          usernameLabelId="member.account.delete.usernameLabel"
          value={confirmation}
          onChange={setConfirmation}
        />
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
