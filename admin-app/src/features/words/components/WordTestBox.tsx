import { useState } from 'react'
import { useIntl } from '@dilemma/app-runtime'
import { Button, Stack, Text } from '@dilemma/design-system'
import { Textarea } from '@dilemma/design-system/extras'
import { useTestWatchedWords } from '../api/useWatchedWords'

/** "What would match?": a text tried against the list, each match with the entry that caught it. */
export function WordTestBox() {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  const [sample, setSample] = useState('')
  const test = useTestWatchedWords()
  const matches = test.data?.matches

  return (
    <Stack
      component="form"
      gap="xs"
      onSubmit={(event) => {
        event.preventDefault()
        if (sample.trim()) test.mutate(sample)
      }}
    >
      <Textarea
        label={text('admin.words.test.label')}
        autosize
        minRows={2}
        maxLength={5000}
        value={sample}
        onChange={(event) => setSample(event.currentTarget.value)}
      />
      <Button type="submit" variant="light" loading={test.isPending} disabled={!sample.trim()} w="fit-content">
        {text('admin.words.test.run')}
      </Button>
      <div role="status">
        {matches?.length === 0 && <Text size="sm">{text('admin.words.test.none')}</Text>}
        {matches?.map(({ matched, entry }) => (
          <Text size="sm" key={`${entry.id}-${matched}`}>
            {text('admin.words.test.match', { matched, word: entry.word, language: entry.language })}
          </Text>
        ))}
        {test.isError && <Text size="sm">{text('admin.words.test.failed')}</Text>}
      </div>
    </Stack>
  )
}
