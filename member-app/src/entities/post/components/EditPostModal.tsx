import type { Post } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Group, Modal, Stack } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { Textarea } from '@dilemma/design-system/extras'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useUpdatePost } from '../api/useUpdatePost'
import { POST_LIMITS } from '../lib/postLimits'
import { CharacterCounter } from './CharacterCounter'
import { FeatureTexts } from '@/components/FeatureTexts'
import { useOpenedWithTexts } from '@/components/useOpenedWithTexts'
import { FormError } from '@/components/FormError'
import { postFormTexts } from '../postFormTexts'

interface EditPostModalProps {
  opened: boolean
  onClose: () => void
  post: Pick<Post, 'id' | 'title' | 'description'>
}

/** Title (≤ 200) and description (≤ 1000), both required; refused once the poll has votes. */
export function EditPostModal({ opened, onClose, post }: EditPostModalProps) {
  const intl = useIntl()
  return (
    <Modal
      opened={useOpenedWithTexts(opened, postFormTexts)}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'member.posts.closeDialog' }) }}
      title={intl.formatMessage({ id: 'member.posts.edit.title' })}
      size="lg"
    >
      <FeatureTexts groups={postFormTexts}>
        <EditPostForm post={post} onDone={onClose} />
      </FeatureTexts>
    </Modal>
  )
}

/** The form, with the poll's current texts each time the dialog opens. */
function EditPostForm({ post, onDone }: { post: EditPostModalProps['post']; onDone: () => void }) {
  const intl = useIntl()
  const [title, setTitle] = useState(post.title)
  const [description, setDescription] = useState(post.description)
  const [showErrors, setShowErrors] = useState(false)
  const update = useUpdatePost(post.id)
  const errorText = useApiErrorText(update.error, 'member.posts.edit.failed')
  const required = intl.formatMessage({ id: 'member.posts.form.required' })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (!title.trim() || !description.trim()) return
    update.mutate({ title: title.trim(), description: description.trim() }, { onSuccess: onDone })
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={intl.formatMessage({ id: 'member.posts.form.titleLabel' })}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={POST_LIMITS.titleOnEdit}
          error={showErrors && !title.trim() && required}
        />
        <Textarea
          label={intl.formatMessage({ id: 'member.posts.form.descriptionLabel' })}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={POST_LIMITS.description}
          autosize
          minRows={3}
          error={showErrors && !description.trim() && required}
        />
        <CharacterCounter length={description.length} limit={POST_LIMITS.description} />
        <FormError text={errorText} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <FormattedMessage id="member.posts.cancel" />
          </Button>
          <Button type="submit" loading={update.isPending}>
            <FormattedMessage id="member.posts.edit.save" />
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
