import type { User } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { TextInput } from '@dilemma/design-system/forms'
import { PasswordField } from '@/components/PasswordField'

interface AccountConfirmationFieldProps {
  user: User
  /** Message ids of the two labels; the username label gets `{username}`. */
  passwordLabelId: string
  usernameLabelId: string
  value: string
  onChange: (value: string) => void
}

/**
 * What confirms a serious step of her account (deletion, the data archive): her password, or for
 * an account without one (Google-only) her username; the server checks it.
 */
export function AccountConfirmationField({
  user,
  passwordLabelId,
  usernameLabelId,
  value,
  onChange,
}: AccountConfirmationFieldProps) {
  const intl = useIntl()
  if (user.has_password) {
    return <PasswordField labelId={passwordLabelId} value={value} onChange={onChange} autoComplete="current-password" />
  }
  return (
    <TextInput
      label={intl.formatMessage({ id: usernameLabelId }, { username: user.username })}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="off"
      spellCheck={false}
    />
  )
}

/** The request body the server expects for `value` typed into the field. */
export function confirmationOf(user: User, value: string) {
  return user.has_password ? { password: value } : { username: value }
}
