import { useState } from 'react'
import type { WatchedWordRequest } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Button, Group } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { Select } from '@dilemma/design-system/pickers'

const LANGUAGES = ['all', 'de', 'en', 'tr'] as const

/** A new entry: the word or phrase (`*` at its end for longer forms) and the language that folds its case. */
export function AddWordForm({ busy, onAdd }: { busy: boolean; onAdd: (entry: WatchedWordRequest) => void }) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const [word, setWord] = useState('')
  const [language, setLanguage] = useState<WatchedWordRequest['language']>('all')

  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault()
        if (!word.trim()) return
        onAdd({ word: word.trim(), language, action: 'block' })
        setWord('')
      }}
    >
      <TextInput
        label={text('admin.words.word')}
        description={text('admin.words.wordHint')}
        value={word}
        maxLength={100}
        onChange={(event) => setWord(event.currentTarget.value)}
      />
      <Select
        label={text('admin.words.language')}
        value={language}
        data={LANGUAGES.map((value) => ({ value, label: text(`admin.words.languages.${value}`) }))}
        allowDeselect={false}
        onChange={(value) => setLanguage(LANGUAGES.find((known) => known === value) ?? 'all')}
        comboboxProps={{ withinPortal: false }}
        w={160}
      />
      <Button type="submit" loading={busy} disabled={!word.trim()}>
        {text('admin.words.add')}
      </Button>
    </Group>
  )
}
