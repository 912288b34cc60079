import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'
import { ErrorState } from './ErrorState'

describe('ErrorState', () => {
  it('shows title and message as an alert and calls retry', async () => {
    const retry = vi.fn()
    renderWithTheme(<ErrorState title="Oops" message="Something broke" retryLabel="Try again" onRetry={retry} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Oops')
    expect(alert).toHaveTextContent('Something broke')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalledOnce()
  })

  it('offers no retry button without a retry handler', () => {
    renderWithTheme(<ErrorState title="Oops" message="Something broke" retryLabel="Try again" />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})
