import { useIntl } from '@dilemma/app-runtime'
import { PasswordInput } from '@dilemma/design-system/forms'

interface PasswordFieldProps {
  labelId: string
  value: string
  onChange: (value: string) => void
  /** Message id of the problem to show under the field. */
  problemId?: string
  autoComplete: 'current-password' | 'new-password'
}

/** A password input with a labelled show/hide toggle. */
export function PasswordField({ labelId, value, onChange, problemId, autoComplete }: PasswordFieldProps) {
  const intl = useIntl()
  return (
    <PasswordInput
      label={intl.formatMessage({ id: labelId })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={problemId && intl.formatMessage({ id: problemId })}
      autoComplete={autoComplete}
      visibilityToggleButtonProps={{
        'aria-label': intl.formatMessage(
          { id: 'member.fields.togglePassword' },
          { field: intl.formatMessage({ id: labelId }) },
        ),
      }}
    />
  )
}
