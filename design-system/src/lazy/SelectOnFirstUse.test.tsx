import { fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'

const data = [
  { value: 'new', label: 'Newest' },
  { value: 'old', label: 'Oldest' },
]

// A fresh module per test: once its code is fetched, a new select skips the stand-in.
async function freshSelectOnFirstUse() {
  vi.resetModules()
  return (await import('./SelectOnFirstUse')).SelectOnFirstUse
}

describe('SelectOnFirstUse', () => {
  it('shows the chosen option closed, then opens as Mantine’s select when pressed', async () => {
    const SelectOnFirstUse = await freshSelectOnFirstUse()
    const onChange = vi.fn()
    renderWithTheme(<SelectOnFirstUse label="Sort" value="new" data={data} onChange={onChange} />)
    expect(screen.getByRole('textbox', { name: 'Sort' })).toHaveValue('Newest')

    // A press alone: userEvent's click first hovers and focuses the stand-in, and on a busy machine
    // the select loaded for the hover could replace it between the press and the click.
    fireEvent.click(screen.getByRole('textbox', { name: 'Sort' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Oldest' }))

    expect(onChange).toHaveBeenCalledWith('old', expect.objectContaining({ value: 'old' }))
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveFocus()
  })

  it('hands the focus to Mantine’s select when reached with the keyboard', async () => {
    const SelectOnFirstUse = await freshSelectOnFirstUse()
    renderWithTheme(<SelectOnFirstUse label="Sort" value="old" data={data} onChange={() => {}} />)
    expect(screen.getByRole('textbox', { name: 'Sort' })).toHaveValue('Oldest')

    await userEvent.tab()

    expect(await screen.findByRole('combobox', { name: 'Sort' })).toHaveFocus()
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('Oldest')
  })
})
