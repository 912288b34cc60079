import type { User } from '@dilemma/api-client'
import { DATA_EXPORT_INTERVAL_HOURS } from '@dilemma/contract/retention'
import { FormattedMessage, readApiError, useIntl } from '@dilemma/app-runtime'
import { Button, Group, Stack, Text } from '@dilemma/design-system'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { FormError } from '@/components/FormError'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { AccountConfirmationField, confirmationOf } from './AccountConfirmationField'
import { useRequestDataExport } from '../api/useRequestDataExport'

/** "Too soon" names the time she may ask again; other failures are translated by their code. */
function useExportErrorText(error: unknown) {
  const intl = useIntl()
  const fallback = useApiErrorText(error, 'member.account.data.failed')
  if (readApiError(error)?.code !== 'EXPORT_TOO_SOON') return fallback
  const next = (error as { details?: { nextRequestAt?: unknown } }).details?.nextRequestAt
  return typeof next === 'string'
    ? intl.formatMessage(
        { id: 'member.account.data.tooSoonUntil' },
        { hours: DATA_EXPORT_INTERVAL_HOURS, date: intl.formatDate(next, { dateStyle: 'medium', timeStyle: 'short' }) },
      )
    : intl.formatMessage({ id: 'member.account.data.tooSoon' }, { hours: DATA_EXPORT_INTERVAL_HOURS })
}

/** The confirmation step of "download my data": her password (or, without one, her username), as deletion asks. */
export function DataExportForm({ user, onCancel, onDone }: { user: User; onCancel: () => void; onDone: () => void }) {
  const [confirmation, setConfirmation] = useState('')
  const request = useRequestDataExport()
  const errorText = useExportErrorText(request.error)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    request.mutate(confirmationOf(user, confirmation), { onSuccess: onDone })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text>
          <FormattedMessage id="member.account.data.explain" />
        </Text>
        <AccountConfirmationField
          user={user}
          passwordLabelId="member.account.data.passwordLabel"
          usernameLabelId="member.account.data.usernameLabel"
          value={confirmation}
          onChange={setConfirmation}
        />
        <FormError text={errorText} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={request.isPending}>
            <FormattedMessage id="member.account.data.cancel" />
          </Button>
          <Button type="submit" loading={request.isPending}>
            <FormattedMessage id="member.account.data.confirm" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
