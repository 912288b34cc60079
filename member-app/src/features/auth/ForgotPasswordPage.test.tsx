import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'

const server = setupMswServer(apiHealthHandler)

async function requestLinkFor(email: string) {
  renderMemberRoute('/forgot-password')
  await screen.findByRole('heading', { name: 'Forgot your password?' })
  await userEvent.type(screen.getByLabelText('Your e-mail address'), email)
  await userEvent.click(screen.getByRole('button', { name: 'Send link' }))
}

describe('forgot-password page', { timeout: 15_000 }, () => {
  it('asks for a valid address before sending anything', async () => {
    await requestLinkFor('anna@')
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
  })

  it('answers with the generic text whether or not the address exists', async () => {
    const received: unknown[] = []
    server.use(
      http.post(`${apiBase}/auth/forgot-password`, async ({ request }) => {
        received.push(await request.json())
        return HttpResponse.json({ success: true, message: 'maybe' })
      }),
    )
    await requestLinkFor(' anna@example.com ')
    expect(await screen.findByText(/If an account exists for this address/)).toBeInTheDocument()
    expect(received).toEqual([{ email: 'anna@example.com', language: 'en' }])
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
  })

  it('tells a Google-only account to use Google', async () => {
    server.use(
      http.post(`${apiBase}/auth/forgot-password`, () =>
        HttpResponse.json({ success: false, code: 'GOOGLE_ACCOUNT_EXISTS', message: 'google' }, { status: 409 }),
      ),
    )
    await requestLinkFor('anna@example.com')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This account signs in with Google. Please use Google sign-in.',
    )
  })
})
