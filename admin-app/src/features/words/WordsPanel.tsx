import { useIntl } from '@dilemma/app-runtime'
import { Button, Group, Paper, Stack, Text, Title } from '@dilemma/design-system'
import { EmptyState } from '@dilemma/design-system/widgets'
import { ActionFailureAlert } from '../../lib/ActionFailureAlert'
import { QueryGate } from '../../lib/QueryGate'
import { useAddWatchedWord, useRemoveWatchedWord, useWatchedWords } from './api/useWatchedWords'
import { AddWordForm } from './components/AddWordForm'
import { ImportWordsForm } from './components/ImportWordsForm'
import { WordTestBox } from './components/WordTestBox'

/**
 * The "Words" tab: the watched words and what each does to a poll (refuse it, hold it for review,
 * report it; usernames and bios are only refused), adding, importing (CSV) and removing them, and
 * a box that shows what a text would match.
 */
export function WordsPanel() {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values)
  const words = useWatchedWords()
  const adding = useAddWatchedWord()
  const removing = useRemoveWatchedWord()
  const failure = adding.isError ? adding : removing

  return (
    <QueryGate query={words} messages="admin.words">
      {({ words: list }) => (
        <Stack gap="lg">
          <Title order={2} size="h3">
            {text('admin.words.title')}
          </Title>
          <Text size="sm">{text('admin.words.explanation')}</Text>
          <AddWordForm busy={adding.isPending} onAdd={(entry) => adding.mutate(entry)} />
          <ImportWordsForm />
          {failure.isError && (
            <ActionFailureAlert
              error={failure.error}
              title={text('admin.words.changeError.title')}
              fallback={text('admin.words.changeError.fallback')}
              closeLabel={text('admin.users.dismissError')}
              onClose={failure.reset}
            />
          )}
          {list.length === 0 ? (
            <EmptyState title={text('admin.words.empty')} />
          ) : (
            <Stack component="ul" gap="xs" className="dilemma-plain-list" aria-label={text('admin.words.list')}>
              {list.map((word) => (
                <Paper component="li" withBorder radius="md" p="xs" key={word.id} aria-label={word.word}>
                  <Group justify="space-between">
                    <Text>
                      {text('admin.words.entry', {
                        word: word.word,
                        language: text(`admin.words.languages.${word.language}`),
                        action: text(`admin.words.actions.${word.action}`),
                      })}
                    </Text>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={removing.isPending && removing.variables === word.id}
                      aria-label={text('admin.words.removeFor', { word: word.word })}
                      onClick={() => removing.mutate(word.id)}
                    >
                      {text('admin.words.remove')}
                    </Button>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
          <WordTestBox />
        </Stack>
      )}
    </QueryGate>
  )
}
