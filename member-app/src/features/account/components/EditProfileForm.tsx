import type { User } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Alert, Button, Group, Stack } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { AvatarPicker } from '@/components/AvatarPicker'
import { BioField } from '@/components/BioField'
import { usernameProblem } from '@/lib/profileRules'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useDelayedAction } from '@/lib/useDelayedAction'
import { useUpdateProfile } from '../api/useUpdateProfile'
import { profileSavedCloseMs } from '../lib/accountTimers'
import { draftOf, hasChanges, profileChanges } from '../lib/profileChanges'
import type { ProfileDraft } from '../lib/profileChanges'
import { nextUsernameChange } from '../lib/usernameChange'
import { FormError } from '@/components/FormError'

/** Username (once per 30 days), bio and avatar; only changed fields are sent. */
export function EditProfileForm({ user, onDone }: { user: User; onDone: () => void }) {
  const intl = useIntl()
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(user))
  const [usernameProblemId, setUsernameProblemId] = useState<string | null>(null)
  const update = useUpdateProfile()
  const errorText = useApiErrorText(update.error, 'member.account.editProfile.failed')
  const changes = profileChanges(user, draft)
  const usernameLockedUntil = nextUsernameChange(user.username_last_changed_at)
  useDelayedAction(update.isSuccess ? onDone : null, profileSavedCloseMs)

  const edit = (field: Partial<ProfileDraft>) => {
    update.reset()
    setDraft((current) => ({ ...current, ...field }))
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = changes.username === undefined ? null : usernameProblem(changes.username)
    setUsernameProblemId(problem)
    if (!problem) update.mutate(changes)
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'member.fields.username' })}
          value={draft.username}
          onChange={(event) => edit({ username: event.currentTarget.value })}
          disabled={usernameLockedUntil !== null}
          description={
            usernameLockedUntil &&
            intl.formatMessage(
              { id: 'member.account.editProfile.usernameLocked' },
              { date: intl.formatDate(usernameLockedUntil, { dateStyle: 'long' }) },
            )
          }
          error={usernameProblemId && intl.formatMessage({ id: usernameProblemId })}
        />
        <BioField value={draft.bio} onChange={(bio) => edit({ bio })} />
        <AvatarPicker file={draft.avatar} onChange={(avatar) => edit({ avatar })} currentUrl={user.avatar_url} />
        <FormError text={errorText} />
        {update.isSuccess && (
          <Alert color="green" variant="light">
            <FormattedMessage id="member.account.editProfile.saved" />
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!hasChanges(changes)}>
            <FormattedMessage id="member.account.editProfile.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
