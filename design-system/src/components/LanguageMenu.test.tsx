import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'
import { LanguageMenu } from './LanguageMenu'

describe('LanguageMenu', () => {
  it('shows the current language and reports the chosen one', async () => {
    const change = vi.fn()
    renderWithTheme(<LanguageMenu value="de" onChange={change} label="Sprache wählen" />)
    const button = screen.getByRole('button', { name: 'Sprache wählen' })
    expect(button).toHaveTextContent('DE')

    await userEvent.click(button)
    expect(screen.getByRole('menuitem', { name: /Deutsch/ })).toHaveAttribute('aria-current', 'true')
    await userEvent.click(screen.getByRole('menuitem', { name: /Türkçe/ }))
    expect(change).toHaveBeenCalledWith('tr')
  })
})
