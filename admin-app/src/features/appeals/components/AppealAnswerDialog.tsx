import { useState } from 'react'
import { MODERATION_TEXT_MAX_LENGTH } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Textarea } from '@dilemma/design-system/extras'
import { DecisionDialog } from '../../../lib/DecisionDialog'

interface AppealAnswerDialogProps {
  /** Accepting or rejecting; null: closed. */
  outcome: 'accept' | 'reject' | null
  busy: boolean
  onCancel: () => void
  onAnswer: (answer: string) => void
}

/** The answer to an appeal: its reason in the admin's words, which the member reads. */
export function AppealAnswerDialog({ outcome, busy, onCancel, onAnswer }: AppealAnswerDialogProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const [answer, setAnswer] = useState('')
  const trimmed = answer.trim()

  return (
    <DecisionDialog
      opened={outcome !== null}
      title={outcome ? text(`admin.appeals.dialog.${outcome}`) : ''}
      busy={busy}
      ready={trimmed !== ''}
      confirmLabel={text('admin.appeals.dialog.send')}
      onCancel={onCancel}
      onConfirm={() => onAnswer(trimmed)}
    >
      <Textarea
        label={text('admin.appeals.dialog.answer')}
        description={text('admin.appeals.dialog.answerHint')}
        required
        autosize
        minRows={3}
        maxLength={MODERATION_TEXT_MAX_LENGTH}
        value={answer}
        onChange={(event) => setAnswer(event.currentTarget.value)}
      />
    </DecisionDialog>
  )
}
