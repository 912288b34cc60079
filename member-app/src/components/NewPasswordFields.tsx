import { PasswordField } from './PasswordField'
import type { NewPasswordProblems } from '@/lib/passwordRules'

interface NewPasswordFieldsProps {
  /** Message id of the first field's label (e.g. "password" at registration, "new password" elsewhere). */
  passwordLabelId: string
  password: string
  confirmation: string
  onPasswordChange: (value: string) => void
  onConfirmationChange: (value: string) => void
  problems: NewPasswordProblems
}

/** A new password and its confirmation, as registration, reset and change-password ask for them. */
export function NewPasswordFields({
  passwordLabelId,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  problems,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        labelId={passwordLabelId}
        value={password}
        onChange={onPasswordChange}
        problemId={problems.password}
        autoComplete="new-password"
      />
      <PasswordField
        labelId="member.fields.confirmPassword"
        value={confirmation}
        onChange={onConfirmationChange}
        problemId={problems.confirmation}
        autoComplete="new-password"
      />
    </>
  )
}
