import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Button, Group, Stack, Text } from '@dilemma/design-system'
import { Avatar } from '@dilemma/design-system/widgets'
import { useRef, useState } from 'react'
import type { ChangeEvent } from 'react'
import { acceptedImageTypes, avatarFileProblem } from '@/lib/profileRules'
import { useImagePreview } from './useImagePreview'

interface AvatarPickerProps {
  file: File | null
  onChange: (file: File | null) => void
  /** The avatar the member has now, shown until another image is chosen. */
  currentUrl?: string | null
}

// The native input stays in the page (visually hidden inside its label) so it is reachable by label.
const hiddenInput = { position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' } as const

/** Choose an avatar: type and size are checked at once, a refused file clears the input. */
export function AvatarPicker({ file, onChange, currentUrl }: AvatarPickerProps) {
  const intl = useIntl()
  const preview = useImagePreview(file)
  const [problemId, setProblemId] = useState<string | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0] ?? null
    const problem = chosen && avatarFileProblem(chosen)
    setProblemId(problem)
    if (problem) event.currentTarget.value = ''
    onChange(problem ? null : chosen)
  }

  const remove = () => {
    if (inputRef.current) inputRef.current.value = ''
    onChange(null)
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        <FormattedMessage id="member.fields.avatar" />
      </Text>
      <Group gap="md">
        <Avatar
          src={preview ?? currentUrl ?? null}
          size={72}
          radius="xl"
          alt={intl.formatMessage({ id: 'member.fields.avatarPreview' })}
        />
        <Button component="label" variant="light" pos="relative">
          <FormattedMessage id="member.fields.avatarChoose" />
          <input
            ref={inputRef}
            type="file"
            accept={acceptedImageTypes.join(',')}
            onChange={choose}
            style={hiddenInput}
          />
        </Button>
        {file && (
          <Button variant="subtle" color="gray" onClick={remove}>
            <FormattedMessage id="member.fields.avatarRemove" />
          </Button>
        )}
      </Group>
      {problemId && (
        <Text role="alert" size="sm" c="red.8">
          <FormattedMessage id={problemId} />
        </Text>
      )}
    </Stack>
  )
}
