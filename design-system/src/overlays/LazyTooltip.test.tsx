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

  it('shows an enabled tooltip’s label on hover once its code is there', async () => {
    const { Tooltip, fetched } = await freshTooltip()
    renderWithTheme(
      <Tooltip label="Locked">
        <button type="button">Edit</button>
      </Tooltip>,
    )
    await waitFor(() => expect(fetched).toHaveBeenCalled())

    // The target shows at once; the tooltip answers a hover from the render that follows its code.
    await waitFor(async () => {
      const target = screen.getByRole('button', { name: 'Edit' })
      await userEvent.unhover(target)
      await userEvent.hover(target)
      expect(screen.getByRole('tooltip')).toHaveTextContent('Locked')
    })
  })
})
