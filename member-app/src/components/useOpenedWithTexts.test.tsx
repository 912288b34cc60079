import { CatalogIntlProvider, LanguageProvider, createMessageCatalog } from '@dilemma/app-runtime'
import type { LoadMessages, MessageCatalog } from '@dilemma/app-runtime'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useOpenedWithTexts } from './useOpenedWithTexts'

const appTexts: LoadMessages = async () => ({ 'app.hello': 'Hello' })

function Dialog({ groups }: { groups: readonly LoadMessages[] }) {
  return <p>{useOpenedWithTexts(true, groups) ? 'open' : 'closed'}</p>
}

/** A dialog asked open with its own group, whose answer the test gives. */
function renderDialog() {
  let answer: { resolve: (texts: MessageCatalog) => void; reject: (error: Error) => void } | undefined
  const dialogTexts: LoadMessages = () => new Promise((resolve, reject) => (answer = { resolve, reject }))
  render(
    <LanguageProvider>
      <CatalogIntlProvider catalog={createMessageCatalog([appTexts])} unavailable={<p>no texts</p>}>
        <Dialog groups={[dialogTexts]} />
      </CatalogIntlProvider>
    </LanguageProvider>,
  )
  return { answered: () => answer !== undefined, answer: () => answer! }
}

afterEach(() => vi.restoreAllMocks())

describe('useOpenedWithTexts', () => {
  it('opens the dialog once its texts are on screen', async () => {
    const dialog = renderDialog()
    expect(await screen.findByText('closed')).toBeInTheDocument()
    await vi.waitFor(() => expect(dialog.answered()).toBe(true))
    expect(screen.getByText('closed')).toBeInTheDocument()

    dialog.answer().resolve({ 'dialog.title': 'Edit poll' })
    expect(await screen.findByText('open')).toBeInTheDocument()
  })

  it('opens it when they fail, for its retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const dialog = renderDialog()
    await vi.waitFor(() => expect(dialog.answered()).toBe(true))

    dialog.answer().reject(new TypeError('offline'))
    expect(await screen.findByText('open')).toBeInTheDocument()
  })
})
