import { useIntl } from '@dilemma/app-runtime'
import { Alert, Box, Button, Stack, Title } from '@dilemma/design-system'
import { FileInput, Textarea } from '@dilemma/design-system/extras'
import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { ActionFailureAlert } from '../../../lib/ActionFailureAlert'
import { useCreatePopup } from '../api/useCreatePopup'
import { createPopupRequest, popupFormProblem } from '../utils/popupForm'

const acceptedImageTypes = 'image/jpeg,image/png,image/gif,image/webp'

/** The new-popup form (admin-spec §5): a required image and an optional description. */
export function PopupForm() {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id: `admin.popups.form.${id}` })
  const headingId = useId()
  const creating = useCreatePopup()
  const [image, setImage] = useState<File | null>(null)
  const [description, setDescription] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const imageButton = useRef<HTMLButtonElement>(null)
  const resetFileInput = useRef<() => void>(null)

  const chooseImage = (file: File | null) => {
    setImage(file)
    setProblem(null)
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = popupFormProblem(image)
    if (found || !image) {
      setProblem(found)
      imageButton.current?.focus()
      return
    }
    creating.mutate(createPopupRequest(image, description), {
      onSuccess: () => {
        setImage(null)
        setDescription('')
        resetFileInput.current?.()
      },
    })
  }

  return (
    // Our own check shows the message of admin-spec §5 instead of the browser's.
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={headingId} maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {text('title')}
        </Title>
        <FileInput
          ref={imageButton}
          resetRef={resetFileInput}
          label={text('image')}
          placeholder={text('imagePlaceholder')}
          accept={acceptedImageTypes}
          required
          fileInputProps={{ required: true }}
          clearable
          value={image}
          onChange={chooseImage}
          error={problem && text(problem)}
        />
        <Textarea
          label={text('description')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Box>
          <Button type="submit" loading={creating.isPending} disabled={creating.isPending}>
            {text('submit')}
          </Button>
        </Box>
        <Box role="status">
          {creating.isSuccess && (
            <Alert color="green" variant="light">
              {text('created')}
            </Alert>
          )}
        </Box>
        {creating.isError && (
          <ActionFailureAlert
            error={creating.error}
            title={intl.formatMessage({ id: 'admin.popups.createError.title' })}
            fallback={intl.formatMessage({ id: 'admin.popups.createError.fallback' })}
            closeLabel={intl.formatMessage({ id: 'admin.popups.dismissError' })}
            onClose={creating.reset}
          />
        )}
      </Stack>
    </Box>
  )
}
