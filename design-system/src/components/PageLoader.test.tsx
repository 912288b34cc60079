import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'
import { PageLoader } from './PageLoader'

describe('PageLoader', () => {
  it('announces itself as a status with the given label', () => {
    renderWithTheme(<PageLoader label="Loading Dilemma" />)
    expect(screen.getByRole('status', { name: 'Loading Dilemma' })).toBeInTheDocument()
  })
})
