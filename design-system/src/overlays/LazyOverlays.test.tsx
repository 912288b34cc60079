import { screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import type { ComponentType } from 'react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'
import { lazyDialog, Modal } from './LazyOverlays'

interface DialogProps {
  opened: boolean
  onClose: () => void
}

function LazyModal({ opened, onClose }: DialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Lazy dialog">
      Loaded on demand
    </Modal>
  )
}

/** An Open button and the dialog it opens. */
function ModalHarness({ Dialog = LazyModal }: { Dialog?: ComponentType<DialogProps> }) {
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} />
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

describe('lazyDialog', () => {
  it('fetches a dialog of the app when it first opens, and keeps it for its closing', async () => {
    let loads = 0
    const Dialog = lazyDialog(async () => {
      loads += 1
      return LazyModal
    })
    const user = userEvent.setup()
    renderWithTheme(<ModalHarness Dialog={Dialog} />)
    expect(loads).toBe(0)

    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByRole('dialog', { name: 'Lazy dialog' })).toHaveTextContent('Loaded on demand')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Open' }))
    expect(await screen.findByRole('dialog', { name: 'Lazy dialog' })).toBeInTheDocument()
    expect(loads).toBe(1)
  })
})
