import { useState } from 'react'
import { CSV_READ_OPTIONS, watchedWordsOfCsvRecords, type WatchedWordRequest } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Alert, Stack, Text } from '@dilemma/design-system'
import { FileInput } from '@dilemma/design-system/extras'
import { ActionFailureAlert } from '../../../lib/ActionFailureAlert'
import { useImportWatchedWords } from '../api/useWatchedWords'

/** What reading the chosen file gave: its entries, or why it has none. */
type ReadFile =
  { entries: WatchedWordRequest[] } | { problem: 'badRow'; row: number } | { problem: 'empty' | 'invalid' }

/** The entries of a CSV file as `dilemma-admin words export` writes it (word, language, action; header optional). */
async function readWordsFile(file: File): Promise<ReadFile> {
  // Loaded only when a file is chosen: the console's other screens never need a CSV parser.
  const { parse } = await import('csv-parse/browser/esm/sync')
  let records: string[][]
  try {
    records = parse(await file.text(), CSV_READ_OPTIONS)
  } catch {
    return { problem: 'invalid' }
  }
  const read = watchedWordsOfCsvRecords(records)
  if ('badRow' in read) return { problem: 'badRow', row: read.badRow }
  return read.entries.length === 0 ? { problem: 'empty' } : read
}

/** Adds the words of a CSV file, all in one go (the server adds all or none); says how many were new. */
export function ImportWordsForm() {
  const intl = useIntl()
  const text = (id: string, values?: Record<string, number>) =>
    intl.formatMessage({ id: `admin.words.import.${id}` }, values)
  const importing = useImportWatchedWords()
  const [problem, setProblem] = useState<string | null>(null)

  const choose = async (file: File | null) => {
    importing.reset()
    setProblem(null)
    if (!file) return
    const read = await readWordsFile(file)
    if ('entries' in read) importing.mutate(read.entries)
    else setProblem(read.problem === 'badRow' ? text('badRow', { row: read.row }) : text(read.problem))
  }

  return (
    <Stack gap="xs">
      <FileInput
        label={text('label')}
        description={text('hint')}
        accept=".csv,text/csv"
        clearable
        disabled={importing.isPending}
        onChange={(file) => void choose(file)}
        w={360}
      />
      <div role="status">
        {importing.isSuccess && (
          <Text size="sm">{text('done', { added: importing.data.added, skipped: importing.data.skipped })}</Text>
        )}
        {problem && (
          <Alert color="red" variant="light" title={text('failed')}>
            {problem}
          </Alert>
        )}
      </div>
      {importing.isError && (
        <ActionFailureAlert
          error={importing.error}
          title={text('failed')}
          fallback={text('fallback')}
          closeLabel={intl.formatMessage({ id: 'admin.users.dismissError' })}
          onClose={importing.reset}
        />
      )}
    </Stack>
  )
}
