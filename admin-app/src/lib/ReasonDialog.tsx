import { useState, type ReactNode } from 'react'
import type { StatementOfReasons } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Text } from '@dilemma/design-system'
import { DecisionDialog } from './DecisionDialog'
import { ModerationReasonFields, NO_REASON, type ModerationReasonValue } from './ModerationReasonFields'

export interface ReasonDialogProps {
  /** The question naming the decision; null: closed. */
  question: string | null
  busy: boolean
  onCancel: () => void
  onConfirm: (statement: StatementOfReasons) => void
  /** "Why?" unless given. */
  title?: string
  /** "Confirm with this reason" unless given. */
  confirmLabel?: string
  /** Fields the decision asks for before its reason (a suspension's length). */
  children?: ReactNode
}

/** The confirmation of a decision that restricts a member: the question, and why (required; she is told). */
export function ReasonDialog({
  question,
  busy,
  onCancel,
  onConfirm,
  title,
  confirmLabel,
  children,
}: ReasonDialogProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const [value, setValue] = useState<ModerationReasonValue>(NO_REASON)

  return (
    <DecisionDialog
      opened={question !== null}
      title={title ?? text('admin.reason.dialogTitle')}
      busy={busy}
      ready={value.reason !== null}
      confirmLabel={confirmLabel ?? text('admin.reason.confirm')}
      onCancel={onCancel}
      onConfirm={() => {
        if (!value.reason) return
        const note = value.text.trim()
        onConfirm({ reason: value.reason, ...(note ? { note } : {}) })
      }}
    >
      <Text size="sm">{question}</Text>
      {children}
      <ModerationReasonFields value={value} onChange={setValue} />
    </DecisionDialog>
  )
}
