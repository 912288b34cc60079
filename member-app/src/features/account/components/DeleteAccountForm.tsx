import type { User } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Group, Stack, Text } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { PasswordField } from '../../../components/PasswordField'
import { useApiErrorText } from '../../../lib/useApiErrorText'
import { useDeleteAccount } from '../api/useDeleteAccount'
import { FormError } from '../../../components/FormError'

/**
 * The confirmation step: the password, or for accounts without one (Google-only) the username,
 * which the server checks before it deletes anything.
 */
export function DeleteAccountForm({ user, onCancel }: { user: User; onCancel: () => void }) {
  const intl = useIntl()
  const [confirmation, setConfirmation] = useState('')
  const deletion = useDeleteAccount()
  const errorText = useApiErrorText(deletion.error, 'member.account.delete.failed')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    deletion.mutate(user.has_password ? { password: confirmation } : { username: confirmation })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>
          <FormattedMessage id="member.account.delete.warning" />
        </Text>
        {user.has_password ? (
          <PasswordField
            labelId="member.account.delete.passwordLabel"
            value={confirmation}
            onChange={setConfirmation}
            autoComplete="current-password"
          />
        ) : (
          <TextInput
            label={intl.formatMessage({ id: 'member.account.delete.usernameLabel' }, { username: user.username })}
            value={confirmation}
            onChange={(event) => setConfirmation(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
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
