import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'
import { NoTextsNotice } from './NoTextsNotice'

describe('NoTextsNotice', () => {
  it('is a trilingual notice with a reload button', () => {
    renderWithTheme(<NoTextsNotice />)
    expect(screen.getByRole('alert')).toHaveTextContent('Dilemma could not be loaded')
    expect(screen.getByRole('button', { name: '↻' })).toBeInTheDocument()
  })
})
