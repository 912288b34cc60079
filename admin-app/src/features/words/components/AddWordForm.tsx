import { useState } from 'react'
import { WATCHED_WORD_ACTIONS, WATCHED_WORD_LANGUAGES, type WatchedWordRequest } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Button, Group } from '@dilemma/design-system'
import { TextInput } from '@dilemma/design-system/forms'
import { Select } from '@dilemma/design-system/pickers'

/**
 * A new entry: the word or phrase (`*` at its end for longer forms), the language that folds its
 * case, and what a match does (block, hold for review, flag).
 */
export function AddWordForm({ busy, onAdd }: { busy: boolean; onAdd: (entry: WatchedWordRequest) => void }) {
  const intl = useIntl()
  const text = (id: string) => intl.formatMessage({ id })
  const [word, setWord] = useState('')
  const [language, setLanguage] = useState<WatchedWordRequest['language']>('all')
  const [action, setAction] = useState<WatchedWordRequest['action']>('block')

  return (
    <Group
      component="form"
      align="flex-end"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault()
        if (!word.trim()) return
        onAdd({ word: word.trim(), language, action })
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
        data={WATCHED_WORD_LANGUAGES.map((value) => ({ value, label: text(`admin.words.languages.${value}`) }))}
        allowDeselect={false}
        onChange={(value) => setLanguage(WATCHED_WORD_LANGUAGES.find((known) => known === value) ?? 'all')}
        comboboxProps={{ withinPortal: false }}
        w={160}
      />
      <Select
        label={text('admin.words.action')}
        value={action}
        data={WATCHED_WORD_ACTIONS.map((value) => ({ value, label: text(`admin.words.actions.${value}`) }))}
        allowDeselect={false}
        onChange={(value) => setAction(WATCHED_WORD_ACTIONS.find((known) => known === value) ?? 'block')}
        comboboxProps={{ withinPortal: false }}
        w={200}
      />
      <Button type="submit" loading={busy} disabled={!word.trim()}>
        {text('admin.words.add')}
      </Button>
    </Group>
  )
}
