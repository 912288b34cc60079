import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'

/** `GET /auth/registration-token/:token`: every link is valid unless a test says otherwise. */
const validLinkHandler = http.get(`${apiBase}/auth/registration-token/:token`, () =>
  HttpResponse.json({ success: true, email: 'ayse@example.com' }),
)
const answerLinkIsInvalid = () =>
  server.use(
    http.get(`${apiBase}/auth/registration-token/:token`, () =>
      HttpResponse.json({ success: false, code: 'INVALID_OR_EXPIRED_TOKEN', message: 'used' }, { status: 400 }),
    ),
  )

const server = setupMswServer(apiHealthHandler, validLinkHandler)

async function renderRegister(path = '/register') {
  answerSessionWith(server, null)
  const rendered = renderMemberRoute(path, { withSession: true })
  await screen.findByRole('heading', { name: path.includes('token=') ? 'Complete your profile' : 'Register' })
  return rendered
}

interface ProfileEntries {
  username?: string
  password?: string
  confirmation?: string
}

async function fillProfile({ username = 'ayse', password = 'secret-1', confirmation }: ProfileEntries = {}) {
  await userEvent.type(await screen.findByLabelText('Username'), username)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.type(screen.getByLabelText('Confirm password'), confirmation ?? password)
}

const submitProfile = () => userEvent.click(screen.getByRole('button', { name: 'Complete registration' }))

describe('register page, first step', { timeout: 15_000 }, () => {
  it('confirms the address, sends the mail with a spam hint, and starts over', async () => {
    const received: unknown[] = []
    server.use(
      http.post(`${apiBase}/auth/initiate-registration`, async ({ request }) => {
        received.push(await request.json())
        return HttpResponse.json({ success: true, message: 'sent' })
      }),
    )
    await renderRegister()
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'ayse@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))

    expect(await screen.findByText(/look in your spam folder/)).toBeInTheDocument()
    expect(received).toEqual([{ email: 'ayse@example.com', language: 'en' }])

    await userEvent.click(screen.getByRole('button', { name: 'Start over with another address' }))
    expect(screen.getByLabelText('Your e-mail address')).toHaveValue('')
  })

  it('shows the refusal for an address without invitation', async () => {
    server.use(
      http.post(`${apiBase}/auth/initiate-registration`, () =>
        HttpResponse.json({ success: false, code: 'UNINVITED', message: 'no' }, { status: 403 }),
      ),
    )
    await renderRegister()
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'stranger@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(
      await screen.findByText('This e-mail address is not on the invitation list, or its invitation has expired.'),
    ).toBeInTheDocument()
  })
})

describe('register page with a token', { timeout: 15_000 }, () => {
  it('shows the form for a valid link, naming the invited address', async () => {
    await renderRegister('/register?token=abc')
    expect(await screen.findByLabelText('Username')).toBeInTheDocument()
    expect(screen.getByText('Invitation for ayse@example.com')).toBeInTheDocument()
  })

  it('checks the link when the page opens: a used one goes back to /register after 3 s, nothing filled in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      answerLinkIsInvalid()
      const { router } = await renderRegister('/register?token=used')

      expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired.')
      expect(screen.getByText(/Please request a new registration link/)).toBeInTheDocument()
      expect(screen.queryByLabelText('Username')).not.toBeInTheDocument()

      act(() => vi.advanceTimersByTime(2900))
      expect(router.state.location.search).toBe('?token=used')
      await act(async () => vi.advanceTimersByTime(100))
      expect(router.state.location.search).toBe('')
      expect(await screen.findByLabelText('Your e-mail address')).toBeInTheDocument()
    } finally {
      vi.useRealTimers()
    }
  })

  it('checks the fields before anything is sent', async () => {
    await renderRegister('/register?token=abc')
    await fillProfile({ username: ' ab ', password: '12345', confirmation: '1234' })
    await submitProfile()

    expect(screen.getByText('The username needs at least 3 characters.')).toBeInTheDocument()
    expect(screen.getByText('The password needs at least 6 characters.')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument()
  })

  it('counts the bio and refuses an avatar of the wrong type', async () => {
    await renderRegister('/register?token=abc')
    await userEvent.type(await screen.findByLabelText('About you (optional)'), 'Two kids')
    expect(screen.getByText('8 / 300 characters')).toBeInTheDocument()

    const picker = screen.getByLabelText('Choose image')
    await userEvent.upload(picker, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }), { applyAccept: false })
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a JPEG, PNG, GIF or WebP image.')
    expect(picker).toHaveValue('')

    await userEvent.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }))
    expect(await screen.findByRole('button', { name: 'Remove image' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/png/)),
    )
  })

  it('registers with the form data, logs in and goes to the feed after 2 s', async () => {
    let sent: Record<string, unknown> = {}
    server.use(
      http.post(`${apiBase}/auth/complete-registration`, async ({ request }) => {
        sent = Object.fromEntries((await request.formData()).entries())
        return HttpResponse.json({ success: true, user: sessionUser('prouser'), message: 'ok' }, { status: 201 })
      }),
    )
    const { router } = await renderRegister('/register?token=abc')
    await fillProfile({ username: ' ayse ' })
    await userEvent.type(screen.getByLabelText('About you (optional)'), ' Two kids ')
    await submitProfile()

    expect(await screen.findByText('Welcome to Dilemma!')).toBeInTheDocument()
    expect(sent).toEqual({ token: 'abc', username: 'ayse', password: 'secret-1', bio: 'Two kids', language: 'en' })
    expect(router.state.location.pathname).toBe('/register')
    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'))
  })

  it('translates a taken username and stays on the form', async () => {
    server.use(
      http.post(`${apiBase}/auth/complete-registration`, () =>
        HttpResponse.json({ success: false, code: 'USERNAME_TAKEN', message: 'taken' }, { status: 409 }),
      ),
    )
    await renderRegister('/register?token=abc')
    await fillProfile()
    await submitProfile()
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken.')
    expect(screen.getByLabelText('Username')).toHaveValue('ayse')
  })

  it('sends a link used up while the form was filled in back to /register after 3 s', async () => {
    server.use(
      http.post(`${apiBase}/auth/complete-registration`, () =>
        HttpResponse.json({ success: false, code: 'INVALID_OR_EXPIRED_TOKEN', message: 'expired' }, { status: 400 }),
      ),
    )
    const { router } = await renderRegister('/register?token=old')
    await fillProfile()
    await submitProfile()

    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument()
    expect(screen.getByText(/Please request a new registration link/)).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(router.state.location.pathname).toBe('/register')
    expect(await screen.findByLabelText('Your e-mail address')).toBeInTheDocument()
  })
})
