import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerSessionWith, renderMemberRoute } from '@/testing/renderMemberApp'

const server = setupMswServer()
const member = sessionUser('user')
const userParam = encodeURIComponent(JSON.stringify(member))

describe('auth-success page', { timeout: 15_000 }, () => {
  it('verifies the session, greets the member and goes to the feed after 1.5 s', async () => {
    answerSessionWith(server, member)
    const { router } = renderMemberRoute(`/auth-success?user=${userParam}`, { withSession: true })

    expect(await screen.findByText('Welcome, ayse! Taking you to the feed…')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/auth-success')
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'))
  })

  it('reports a session that does not hold and goes to login after 3 s', async () => {
    answerSessionWith(server, null)
    const { router } = renderMemberRoute(`/auth-success?user=${userParam}`, { withSession: true })

    expect(await screen.findByRole('alert')).toHaveTextContent('Please log in to continue.')
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it.each([
    ['error=uninvited', 'This e-mail address is not on the invitation list, or its invitation has expired.'],
    ['error=something_new', 'An unknown error occurred. Please try again.'],
    ['', 'The sign-in data is missing. Please try again.'],
  ])('explains %j without verifying the session', async (query, text) => {
    renderMemberRoute(`/auth-success?${query}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
  })
})
