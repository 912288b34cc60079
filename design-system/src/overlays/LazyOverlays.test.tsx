import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'
import { Modal } from './LazyOverlays'

function ModalHarness() {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Lazy dialog">
        Loaded on demand
      </Modal>
    </>
  )
}

describe('lazy overlays', () => {
  it('render nothing until opened, then the real Mantine modal', async () => {
    renderWithTheme(<ModalHarness />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByRole('dialog', { name: 'Lazy dialog' })).toHaveTextContent('Loaded on demand')
  })

  it('return focus to their trigger when closed, already the first time', async () => {
    const user = userEvent.setup()
    renderWithTheme(<ModalHarness />)
    const trigger = screen.getByRole('button', { name: 'Open' })
    trigger.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Lazy dialog' })
    await waitFor(() => expect(document.activeElement).not.toBe(trigger))

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(trigger).toHaveFocus())
  })
})
