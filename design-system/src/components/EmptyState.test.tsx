import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithTheme } from '../testing/renderWithTheme'
import { EmptyState } from './EmptyState'

describe('EmptyState', () => {
  it('renders title, description and the action', () => {
    renderWithTheme(
      <EmptyState
        title="No posts yet"
        description="Be the first to ask"
        action={<button type="button">Create a post</button>}
      />,
    )
    expect(screen.getByText('No posts yet')).toBeInTheDocument()
    expect(screen.getByText('Be the first to ask')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Create a post' })).toBeInTheDocument()
  })
})
