import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Stack } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { AvatarPicker } from '@/components/AvatarPicker'
import { BioField } from '@/components/BioField'
import { NewPasswordFields } from '@/components/NewPasswordFields'
import { newPasswordProblems } from '@/lib/passwordRules'
import type { NewPasswordProblems } from '@/lib/passwordRules'
import { usernameProblem } from '@/lib/profileRules'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useCompleteRegistration } from '../api/useCompleteRegistration'
import { isRejectedLink } from '../api/useRegistrationLink'
import { FormError } from '@/components/FormError'

interface CompleteProfileFormProps {
  token: string
  onRegistered: () => void
  onTokenRejected: () => void
}

interface Problems extends NewPasswordProblems {
  username?: string
}

/** The second half of registration, opened from the mailed link: username, bio, avatar, password. */
export function CompleteProfileForm({ token, onRegistered, onTokenRejected }: CompleteProfileFormProps) {
  const intl = useIntl()
  const [username, setUsername] = useState('')
  const [bio, setBio] = useState('')
  const [avatar, setAvatar] = useState<File | null>(null)
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [problems, setProblems] = useState<Problems>({})
  const register = useCompleteRegistration()
  const errorText = useApiErrorText(register.error, 'member.register.failed')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Problems = {
      username: usernameProblem(username) ?? undefined,
      ...newPasswordProblems(password, confirmation),
    }
    setProblems(found)
    if (Object.values(found).some(Boolean)) return
    register.mutate(
      { token, username: username.trim(), password, bio: bio.trim() || undefined, avatar: avatar ?? undefined },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          if (isRejectedLink(error)) onTokenRejected()
        },
      },
    )
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'member.fields.username' })}
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={problems.username && intl.formatMessage({ id: problems.username })}
        />
        <BioField value={bio} onChange={setBio} />
        <AvatarPicker file={avatar} onChange={setAvatar} />
        <NewPasswordFields
          passwordLabelId="member.fields.password"
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          problems={problems}
        />
        <FormError text={errorText} />
        <Button type="submit" loading={register.isPending} disabled={register.isSuccess}>
          <FormattedMessage id="member.register.complete" />
        </Button>
      </Stack>
    </form>
  )
}
