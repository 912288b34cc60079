import { useState } from 'react'
import { APPEAL_MAX_LENGTH } from '@dilemma/contract/moderation'
import { useIntl } from '@dilemma/app-runtime'
import { Button, Group, Stack, Text } from '@dilemma/design-system'
import { Textarea } from '@dilemma/design-system/extras'
import { useApiErrorText } from '@/lib/useApiErrorText'
import { useAppealDecision } from './useAppealDecision'

/** Her appeal of a decision: opened from the notice, her words (at most 2,000 characters), sent once. */
export function AppealForm({ decisionId }: { decisionId: number }) {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values)
  const [open, setOpen] = useState(false)
  const [words, setWords] = useState('')
  const appeal = useAppealDecision()
  const failure = useApiErrorText(appeal.error, 'member.notices.appeal.failed')
  const trimmed = words.trim()

  if (!open)
    return (
      <Group mt="xs">
        <Button size="xs" variant="light" onClick={() => setOpen(true)}>
          {text('member.notices.appeal.open')}
        </Button>
      </Group>
    )
  return (
    <Stack
      component="form"
      gap="xs"
      mt="xs"
      onSubmit={(event) => {
        event.preventDefault()
        if (trimmed) appeal.mutate({ decisionId, text: trimmed })
      }}
    >
      <Textarea
        label={text('member.notices.appeal.label')}
        description={text('member.notices.appeal.hint', {
          max: APPEAL_MAX_LENGTH,
          left: APPEAL_MAX_LENGTH - words.length,
        })}
        required
        autosize
        minRows={3}
        maxLength={APPEAL_MAX_LENGTH}
        value={words}
        onChange={(event) => setWords(event.currentTarget.value)}
        error={failure}
      />
      <Group gap="xs">
        <Button type="submit" size="xs" loading={appeal.isPending} disabled={!trimmed}>
          {text('member.notices.appeal.send')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen(false)}>
          {text('member.notices.appeal.cancel')}
        </Button>
      </Group>
      {appeal.isSuccess && <Text size="sm">{text('member.notices.appeal.sent')}</Text>}
    </Stack>
  )
}
