import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'

const server = setupMswServer(apiHealthHandler)

async function renderLanding(path = '/') {
  const rendered = renderMemberRoute(path)
  await screen.findByRole('heading', { name: 'Quick decisions. Honest opinions.' })
  return rendered
}

async function reachConfirmStep(email: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Join with your invitation' }))
  await userEvent.type(await screen.findByLabelText('Your e-mail address'), email)
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('landing page', () => {
  it('renders the promise, the example questions and the ways in', async () => {
    await renderLanding()
    expect(screen.getByRole('region', { name: 'Example questions' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Discover questions' })).toHaveAttribute('href', '/feed')
    expect(screen.getByRole('button', { name: 'Register with Google' })).toBeInTheDocument()
  })

  it('refuses an invalid e-mail address', async () => {
    await renderLanding()
    await reachConfirmStep('anna@example')
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument()
  })

  it('confirms the address, sends the registration mail and says so', async () => {
    let sentTo: unknown
    server.use(
      http.post(`${apiBase}/auth/initiate-registration`, async ({ request }) => {
        sentTo = ((await request.json()) as { email: string }).email
        return HttpResponse.json({ success: true, message: 'Mail sent' })
      }),
    )
    await renderLanding()
    await reachConfirmStep(' anna@example.com ')

    expect(screen.getByText(/We will send a confirmation e-mail to/)).toHaveTextContent('anna@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))

    expect(await screen.findByText('Email sent')).toBeInTheDocument()
    expect(sentTo).toBe('anna@example.com')
  })

  it('cancel returns to the e-mail form without sending anything', async () => {
    await renderLanding()
    await reachConfirmStep('anna@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('anna@example.com')
  })

  it('shows the server refusal translated by its code', async () => {
    server.use(
      http.post(`${apiBase}/auth/initiate-registration`, () =>
        HttpResponse.json({ success: false, code: 'UNINVITED', message: 'not invited' }, { status: 403 }),
      ),
    )
    await renderLanding()
    await reachConfirmStep('stranger@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByText('This e-mail address is not on the invitation list, or its invitation has expired.'),
    ).toBeInTheDocument()
  })

  it('falls back to the could-not-start message for an untranslated failure', async () => {
    server.use(http.post(`${apiBase}/auth/initiate-registration`, () => new HttpResponse('nope', { status: 502 })))
    await renderLanding()
    await reachConfirmStep('anna@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Could not start registration. Please try again.')).toBeInTheDocument()
  })
})

describe('landing ?error= handling', () => {
  it('shows the uninvited popup and returns to a clean /', async () => {
    const { router } = await renderLanding('/?error=uninvited')
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent(
      'This e-mail address is not on the invitation list, or its invitation has expired.',
    )
    expect(router.state.location.search).toBe('')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('shows the unknown-error popup for an unexpected value', async () => {
    await renderLanding('/?error=kaputt')
    expect(await screen.findByRole('dialog')).toHaveTextContent('An unknown error occurred. Please try again.')
  })

  it('sends an unknown Google user to /register after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const { router } = await renderLanding('/?error=google_user_not_found')
      expect(await screen.findByRole('dialog')).toHaveTextContent('This Google account is not registered yet.')

      act(() => vi.advanceTimersByTime(2500))
      expect(router.state.location.pathname).toBe('/')
      await act(async () => vi.advanceTimersByTime(1000))
      expect(await screen.findByRole('heading', { name: 'Register' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/register')
    } finally {
      vi.useRealTimers()
    }
  })

  it('leaves email_exists to the shell', async () => {
    const { router } = await renderLanding('/?error=email_exists')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(router.state.location.search).toBe('?error=email_exists')
  })
})
