import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'
import { LanguageMenu } from './LanguageMenu'

describe('LanguageMenu', () => {
  it('marks the current language and reports the chosen one', async () => {
    const change = vi.fn()
    renderWithTheme(<LanguageMenu value="de" onChange={change} label="Sprache wählen" />)
    const group = screen.getByRole('group', { name: 'Sprache wählen' })
    expect(group).toHaveTextContent('DE')

    expect(screen.getByRole('button', { name: 'DE – Deutsch' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('button', { name: 'TR – Türkçe' })).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(screen.getByRole('button', { name: 'TR – Türkçe' }))
    expect(change).toHaveBeenCalledWith('tr')
  })
})
