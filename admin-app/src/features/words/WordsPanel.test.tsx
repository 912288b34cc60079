import type { WatchedWord } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answerCalls, failure } from '../../testing/apiCalls'
import { renderAdminPanel } from '../../testing/renderAdminPanel'
import { apiHealthHandler } from '../../testing/renderAdminConsole'
import { WordsPanel } from './WordsPanel'

const server = setupMswServer(apiHealthHandler)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

const kredit: WatchedWord = {
  id: 1,
  word: 'kredit*',
  language: 'de',
  action: 'block',
  created_at: '2026-03-01T12:00:00.000Z',
}

function answerWords(first: WatchedWord[], afterwards: WatchedWord[] = first) {
  return answerCalls(server, 'get', '/admin/watched-words', ({ count }) =>
    HttpResponse.json({ success: true, words: count === 1 ? first : afterwards }),
  )
}

async function openTab() {
  renderAdminPanel(WordsPanel)
  await screen.findByRole('heading', { level: 2, name: 'Watched words' })
}

describe('words tab', () => {
  it('lists the words, adds one with its language and action, and removes one', async () => {
    const twat: WatchedWord = { ...kredit, id: 2, word: 'twat', language: 'en', action: 'hold' }
    const listed = answerWords([kredit], [kredit, twat])
    const added = answerCalls(server, 'post', '/admin/watched-words', () =>
      HttpResponse.json({ success: true, word: twat }, { status: 201 }),
    )
    const removed = answerCalls(server, 'delete', '/admin/watched-words/:id', () =>
      HttpResponse.json({ success: true, message: 'Watched word removed' }),
    )
    await openTab()
    expect(screen.getByRole('listitem', { name: 'kredit*' })).toHaveTextContent('“kredit*” · German · Block')

    await userEvent.type(screen.getByRole('textbox', { name: /Word or phrase/ }), 'twat')
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }))
    await userEvent.click(await screen.findByRole('option', { name: 'English' }))
    await userEvent.click(screen.getByRole('combobox', { name: 'What a match does' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Hold for review' }))
    await userEvent.click(screen.getByRole('button', { name: 'Add this word' }))
    await waitFor(() =>
      expect(added.map((call) => call.body)).toEqual([{ word: 'twat', language: 'en', action: 'hold' }]),
    )
    expect(await screen.findByRole('listitem', { name: 'twat' })).toHaveTextContent(
      '“twat” · English · Hold for review',
    )
    expect(listed).toHaveLength(2)

    await userEvent.click(screen.getByRole('button', { name: 'Remove “kredit*”' }))
    await waitFor(() => expect(removed.map((call) => call.params.id)).toEqual(['1']))
  })

  it('shows what a text would match, and a refused addition', async () => {
    answerWords([kredit])
    answerCalls(server, 'post', '/admin/watched-words/test', () =>
      HttpResponse.json({
        success: true,
        matches: [{ matched: 'Kredithai', entry: { id: 1, word: 'kredit*', language: 'de', action: 'block' } }],
      }),
    )
    answerCalls(server, 'post', '/admin/watched-words', () => failure(409, 'exists', 'WATCHED_WORD_EXISTS'))
    await openTab()

    await userEvent.type(screen.getByRole('textbox', { name: 'What would match? Try a text' }), 'Ein Kredithai')
    await userEvent.click(screen.getByRole('button', { name: 'Check the text' }))
    expect(await screen.findByText('“Kredithai” matches “kredit*” (de)')).toBeInTheDocument()

    await userEvent.type(screen.getByRole('textbox', { name: /Word or phrase/ }), 'kredit*')
    await userEvent.click(screen.getByRole('button', { name: 'Add this word' }))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('This word is on the list already for this language.')).toBeInTheDocument()
  })

  it('imports a CSV file in one call and says how many were new; a bad row sends nothing', async () => {
    answerWords([kredit])
    const imported = answerCalls(server, 'post', '/admin/watched-words/import', () =>
      HttpResponse.json({ success: true, added: 1, skipped: 1 }),
    )
    await openTab()
    // The labelled control is a button that opens the file picker; the file goes to its hidden input.
    expect(screen.getByRole('button', { name: /Import a CSV file/ })).toBeInTheDocument()
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    const csv = 'word,language,action\r\nkredit*,de,block\r\n"crypto scheme";all;flag\r\n'
    await userEvent.upload(input, new File([csv], 'words.csv', { type: 'text/csv' }))
    expect(await screen.findByText('1 word added; 1 was on the list already.')).toBeInTheDocument()
    expect(imported.map((call) => call.body)).toEqual([
      {
        entries: [
          { word: 'kredit*', language: 'de', action: 'block' },
          { word: 'crypto scheme', language: 'all', action: 'flag' },
        ],
      },
    ])

    await userEvent.upload(input, new File(['twat,fr,block\n'], 'bad.csv', { type: 'text/csv' }))
    expect(await screen.findByText('Row 1 is not “word, language, action”. Nothing was added.')).toBeInTheDocument()
    expect(imported).toHaveLength(1)
  })

  it('says when the list is empty', async () => {
    answerWords([])
    await openTab()
    expect(screen.getByText('No watched words yet')).toBeInTheDocument()
  })
})
