import type { OptionLetter, Post, Role } from '@dilemma/api-client'
import { FormattedMessage, Link, readApiError, useIntl } from '@dilemma/app-runtime'
import { Alert, Anchor, Button, Group, Stack, useDisclosure } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { Checkbox } from '@dilemma/design-system/widgets'
import { Textarea } from '@dilemma/design-system/extras'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { useApiErrorText } from '@/lib/useApiErrorText'
import type { useCreatePost } from '../api/useCreatePost'
import { usePostAllowance } from '../api/usePostAllowance'
import { emptyAddPostForm, mayUsePaidFeatures, toCreatePostRequest, validateAddPost } from '../lib/addPostRules'
import type { AddPostErrors, AddPostForm as AddPostFormState } from '../lib/addPostRules'
import { POST_LIMITS, CharacterCounter } from '@/entities/post'
import { LimitFields } from './LimitFields'
import { OptionFields } from './OptionFields'
import { PaidFeatureGate } from './PaidFeatureGate'
import { PremiumPopup } from './PremiumPopup'
import { TagInput } from './TagInput'
import { FormError } from '@/components/FormError'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

interface AddPostFormProps {
  role: Role | undefined
  createPost: ReturnType<typeof useCreatePost>
  /** The poll as the server created it. */
  onCreated: (post: Post) => void
  onCancel: () => void
}

/** Every field and rule of member-spec §5 "Add post". */
export function AddPostForm({ role, createPost, onCreated, onCancel }: AddPostFormProps) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const paid = mayUsePaidFeatures(role)
  const [form, setForm] = useState<AddPostFormState>(emptyAddPostForm)
  const [errors, setErrors] = useState<AddPostErrors>({})
  const [premiumOpened, premium] = useDisclosure(false)
  const allowance = usePostAllowance(role !== undefined)
  const allowanceUsedUp =
    allowance.data !== undefined && allowance.data.limit !== null && allowance.data.used >= allowance.data.limit
  const limitExceeded = allowanceUsedUp || readApiError(createPost.error)?.code === 'POST_LIMIT_EXCEEDED'
  const errorText = useApiErrorText(limitExceeded ? null : createPost.error, 'member.posts.add.failed')

  const change = (changes: Partial<AddPostFormState>) => setForm((current) => ({ ...current, ...changes }))
  const changeOption = (letter: OptionLetter, value: string) =>
    setForm((current) => ({ ...current, options: { ...current.options, [letter]: value } }))
  const changeImage = (letter: OptionLetter, file: File | undefined) =>
    setForm((current) => ({ ...current, images: { ...current.images, [letter]: file } }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = validateAddPost(form)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    createPost.mutate(toCreatePostRequest(form, role), { onSuccess: ({ post }) => onCreated(post) })
  }

  return (
    <form onSubmit={submit} noValidate>
      {limitExceeded && (
        <Alert color="orange" variant="light" mb="md" role="alert" title={text('member.posts.add.limitTitle')}>
          <FormattedMessage id="member.posts.add.limitText" />{' '}
          <Anchor component={Link} to={CLIENT_PATHS.premium} fw={700}>
            <FormattedMessage id="member.posts.add.limitPremium" />
          </Anchor>
        </Alert>
      )}
      <fieldset disabled={limitExceeded} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="sm">
          <div>
            <TextInput
              label={text('member.posts.form.titleLabel')}
              withAsterisk
              value={form.title}
              onChange={(event) => change({ title: event.currentTarget.value })}
              maxLength={POST_LIMITS.titleOnCreate}
              error={errors.title && text(errors.title)}
              data-autofocus
            />
            <CharacterCounter length={form.title.length} limit={POST_LIMITS.titleOnCreate} />
          </div>
          <div>
            <Textarea
              label={text('member.posts.form.descriptionLabel')}
              withAsterisk
              value={form.description}
              onChange={(event) => change({ description: event.currentTarget.value })}
              maxLength={POST_LIMITS.description}
              autosize
              minRows={3}
              error={errors.description && text(errors.description)}
            />
            <CharacterCounter length={form.description.length} limit={POST_LIMITS.description} />
          </div>
          <OptionFields
            form={form}
            errors={errors}
            paid={paid}
            onOptionChange={changeOption}
            onImageChange={changeImage}
            onLockedClick={premium.open}
          />
          <LimitFields
            mode={form.limitMode}
            voteLimit={form.voteLimit}
            timeLimitHours={form.timeLimitHours}
            errors={errors}
            onModeChange={(limitMode) => change({ limitMode })}
            onVoteLimitChange={(voteLimit) => change({ voteLimit })}
            onTimeLimitChange={(timeLimitHours) => change({ timeLimitHours })}
          />
          <TagInput tags={form.tags} onChange={(tags) => change({ tags })} />
          <PaidFeatureGate unlocked={paid} feature={text('member.posts.form.aiLabel')} onLockedClick={premium.open}>
            <Checkbox
              label={text('member.posts.form.aiLabel')}
              checked={form.aiEnabled}
              onChange={(event) => change({ aiEnabled: event.currentTarget.checked })}
            />
          </PaidFeatureGate>
          <FormError text={errorText} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              <FormattedMessage id="member.posts.cancel" />
            </Button>
            <Button type="submit">
              <FormattedMessage id="member.posts.add.submit" />
            </Button>
          </Group>
        </Stack>
      </fieldset>
      <PremiumPopup opened={premiumOpened} onClose={premium.close} />
    </form>
  )
}
