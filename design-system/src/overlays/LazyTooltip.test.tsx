import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'

// A fresh module per test (the setup file has loaded the tooltip already), with Mantine's tooltip
// module counted: a disabled tooltip must not fetch it.
async function freshTooltip() {
  vi.resetModules()
  const fetched = vi.fn()
  vi.doMock('./mantineTooltip', async () => {
    fetched()
    return vi.importActual('./mantineTooltip')
  })
  const { Tooltip } = await import('./LazyTooltip')
  return { Tooltip, fetched }
}

describe('Tooltip', () => {
  it('renders a disabled tooltip’s target alone, without fetching the tooltip', async () => {
    const { Tooltip, fetched } = await freshTooltip()
    renderWithTheme(
      <Tooltip label="Locked" disabled>
        <button type="button">Edit</button>
      </Tooltip>,
    )

    await userEvent.hover(screen.getByRole('button', { name: 'Edit' }))

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
    expect(fetched).not.toHaveBeenCalled()
  })

  it('fetches an enabled tooltip when its target is first pointed at, and opens it', async () => {
    const { Tooltip, fetched } = await freshTooltip()
    renderWithTheme(
      <Tooltip label="Locked">
        <button type="button">Edit</button>
      </Tooltip>,
    )
    expect(fetched).not.toHaveBeenCalled()

    await userEvent.hover(screen.getByRole('button', { name: 'Edit' }))

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Locked')
    expect(fetched).toHaveBeenCalledTimes(1)
  })

  it('hands the focus on to the tooltip’s target when it was focused', async () => {
    const { Tooltip } = await freshTooltip()
    renderWithTheme(
      <Tooltip label="Locked" events={{ hover: true, focus: true, touch: false }}>
        <button type="button">Edit</button>
      </Tooltip>,
    )

    await userEvent.tab()

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Locked')
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus()
  })

  it('stays closed when its target was left before its code arrived', async () => {
    const { Tooltip, fetched } = await freshTooltip()
    renderWithTheme(
      <Tooltip label="Locked">
        <button type="button">Edit</button>
      </Tooltip>,
    )
    const target = screen.getByRole('button', { name: 'Edit' })
    await userEvent.hover(target)
    await userEvent.unhover(target)
    await waitFor(() => expect(fetched).toHaveBeenCalled())

    // Then it answers the next hover.
    await waitFor(async () => {
      await userEvent.unhover(screen.getByRole('button', { name: 'Edit' }))
      expect(screen.queryByRole('tooltip')).not.toBeInTheDocument()
      await userEvent.hover(screen.getByRole('button', { name: 'Edit' }))
      expect(screen.getByRole('tooltip')).toHaveTextContent('Locked')
    })
  })
})
