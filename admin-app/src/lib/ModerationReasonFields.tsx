import { MODERATION_REASONS, MODERATION_TEXT_MAX_LENGTH, type ModerationReason } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack } from '@dilemma/design-system'
import { Textarea } from '@dilemma/design-system/extras'
import { Select } from '@dilemma/design-system/pickers'

export interface ModerationReasonValue {
  reason: ModerationReason | null
  text: string
}

export const NO_REASON: ModerationReasonValue = { reason: null, text: '' }

interface ModerationReasonFieldsProps {
  value: ModerationReasonValue
  onChange: (value: ModerationReasonValue) => void
}

/** The statement of reasons of a restricting decision: one reason of the list, and optional words she reads with it. */
export function ModerationReasonFields({ value, onChange }: ModerationReasonFieldsProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  return (
    <Stack gap="sm">
      <Select
        label={text('admin.reason.label')}
        placeholder={text('admin.reason.placeholder')}
        required
        data={MODERATION_REASONS.map((reason) => ({ value: reason, label: text(`admin.reason.${reason}`) }))}
        value={value.reason}
        onChange={(picked) =>
          onChange({ ...value, reason: MODERATION_REASONS.find((reason) => reason === picked) ?? null })
        }
        comboboxProps={{ withinPortal: false }}
      />
      <Textarea
        label={text('admin.reason.text')}
        description={text('admin.reason.textHint')}
        maxLength={MODERATION_TEXT_MAX_LENGTH}
        autosize
        minRows={2}
        value={value.text}
        onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
      />
    </Stack>
  )
}
