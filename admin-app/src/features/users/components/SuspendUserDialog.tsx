import { useState } from 'react'
import { SUSPENSION_DAYS, type AdminUser, type SuspensionRequest } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Select } from '@dilemma/design-system/pickers'
import { ReasonDialog } from '../../../lib/ReasonDialog'

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
  const lengthLabel = (value: string) =>
    value === UNTIL_LIFTED
      ? text('admin.users.suspend.untilLifted')
      : text('admin.users.suspend.days', { days: Number(value) })

  return (
    <ReasonDialog
      question={user ? text('admin.users.suspend.explanation') : null}
      title={user ? text('admin.users.suspend.title', { username: user.username }) : ''}
      confirmLabel={text('admin.users.suspend.confirm')}
      busy={busy}
      onCancel={onClose}
      onConfirm={(statement) =>
        user &&
        onSuspend(user, {
          days: length === UNTIL_LIFTED ? null : (Number(length) as SuspensionRequest['days']),
          ...statement,
        })
      }
    >
      <Select
        label={text('admin.users.suspend.length')}
        data={LENGTHS.map((value) => ({ value, label: lengthLabel(value) }))}
        value={length}
        allowDeselect={false}
        onChange={(value) => value && setLength(value)}
        comboboxProps={{ withinPortal: false }}
      />
    </ReasonDialog>
  )
}
