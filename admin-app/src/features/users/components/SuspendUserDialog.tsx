import { useState } from 'react'
import { SUSPENSION_DAYS, type AdminUser, type SuspensionRequest } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Button, Group, Modal, Stack, Text } from '@dilemma/design-system'
import { Select } from '@dilemma/design-system/pickers'
import { ModerationReasonFields, NO_REASON, type ModerationReasonValue } from '../../../lib/ModerationReasonFields'

/** The lengths offered: the days of the contract, then "until lifted". */
const UNTIL_LIFTED = 'untilLifted'
const LENGTHS = [...SUSPENSION_DAYS.map(String), UNTIL_LIFTED]

interface SuspendUserDialogProps {
  /** The member to suspend; null: closed. */
  user: AdminUser | null
  busy: boolean
  onClose: () => void
  onSuspend: (user: AdminUser, suspension: SuspensionRequest) => void
}

/** Asks how long and why before a suspension; the reason is required, as she is told it. */
export function SuspendUserDialog({ user, busy, onClose, onSuspend }: SuspendUserDialogProps) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values)
  const [length, setLength] = useState('7')
  const [reason, setReason] = useState<ModerationReasonValue>(NO_REASON)
  const lengthLabel = (value: string) =>
    value === UNTIL_LIFTED
      ? text('admin.users.suspend.untilLifted')
      : text('admin.users.suspend.days', { days: Number(value) })

  const submit = () => {
    if (!user || !reason.reason) return
    const note = reason.text.trim()
    onSuspend(user, {
      days: length === UNTIL_LIFTED ? null : (Number(length) as SuspensionRequest['days']),
      reason: reason.reason,
      ...(note ? { note } : {}),
    })
  }

  return (
    <Modal
      opened={user !== null}
      onClose={onClose}
      title={user ? text('admin.users.suspend.title', { username: user.username }) : ''}
      closeButtonProps={{ 'aria-label': text('admin.users.suspend.close') }}
    >
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Text size="sm">{text('admin.users.suspend.explanation')}</Text>
        <Select
          label={text('admin.users.suspend.length')}
          data={LENGTHS.map((value) => ({ value, label: lengthLabel(value) }))}
          value={length}
          allowDeselect={false}
          onChange={(value) => value && setLength(value)}
          comboboxProps={{ withinPortal: false }}
        />
        <ModerationReasonFields value={reason} onChange={setReason} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {text('admin.users.suspend.cancel')}
          </Button>
          <Button type="submit" color="red" loading={busy} disabled={!reason.reason}>
            {text('admin.users.suspend.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
