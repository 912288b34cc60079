import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { emptyFeedHandlers } from '@/testing/emptyFeedHandlers'
import { noOwnPollsHandler } from '@/testing/memberPageHandlers'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import type { MemberRouteEntry } from '@/testing/renderMemberApp'

const server = setupMswServer(apiHealthHandler, noOwnPollsHandler, ...emptyFeedHandlers)
const member = sessionUser('user')

async function renderLogin(entry: MemberRouteEntry = '/login') {
  answerSessionWith(server, null)
  const rendered = renderMemberRoute(entry, { withSession: true })
  await screen.findByRole('heading', { name: 'Log in' })
  return rendered
}

function acceptLogin(received: unknown[] = []) {
  server.use(
    http.post(`${apiBase}/auth/login`, async ({ request }) => {
      received.push(await request.json())
      return HttpResponse.json({ success: true, user: member, message: 'Logged in' })
    }),
  )
  return received
}

async function logIn(usernameOrEmail: string, password: string) {
  await userEvent.type(screen.getByLabelText('Username or e-mail'), usernameOrEmail)
  await userEvent.type(screen.getByLabelText('Password'), password)
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }))
}

describe('login page', { timeout: 15_000 }, () => {
  it('logs in with username or e-mail and goes to the feed', async () => {
    const received = acceptLogin()
    const { router } = await renderLogin()
    await logIn(' ayse ', 'secret-1')

    // The feed page loads lazily, slowly on a cold run.
    expect(await screen.findByRole('heading', { name: 'Feed' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/feed')
    expect(received).toEqual([{ usernameOrEmail: 'ayse', password: 'secret-1' }])
  })

  it('returns to the page the route guard remembered', async () => {
    acceptLogin()
    const { router } = await renderLogin({
      pathname: '/login',
      state: { from: { pathname: '/profile', search: '', hash: '' } },
    })
    await logIn('ayse@example.test', 'secret-1')

    expect(await screen.findByRole('heading', { name: 'ayse' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
  })

  it('sends empty fields to the server and shows its refusal translated', async () => {
    const received = [] as unknown[]
    server.use(
      http.post(`${apiBase}/auth/login`, async ({ request }) => {
        received.push(await request.json())
        return HttpResponse.json({ success: false, code: 'INVALID_CREDENTIALS', message: 'no' }, { status: 401 })
      }),
    )
    const { router } = await renderLogin()
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.')
    expect(received).toEqual([{ usernameOrEmail: '', password: '' }])
    expect(router.state.location.pathname).toBe('/login')
  })

  it('tells the owner when unknown devices are held back by the account-wide limit', async () => {
    server.use(
      http.post(`${apiBase}/auth/login`, () =>
        HttpResponse.json(
          { success: false, code: 'ACCOUNT_LOGIN_LIMITED', message: 'limited', retryAfter: 120 },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    )
    await renderLogin()
    await logIn('ayse', 'secret-1')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Devices you have signed in with before can sign in as usual.',
    )
  })

  it('falls back to the login-failed text for an unexpected answer', async () => {
    server.use(http.post(`${apiBase}/auth/login`, () => new HttpResponse('teapot', { status: 418 })))
    await renderLogin()
    await logIn('ayse', 'secret-1')
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.')
  })

  it('disables the Google button with a hint when Google is not configured', async () => {
    server.use(
      http.get(`${apiBase}/auth/google/url`, ({ request }) => {
        expect(new URL(request.url).searchParams.get('action')).toBe('login')
        return HttpResponse.json(
          { success: false, code: 'GOOGLE_NOT_CONFIGURED', message: 'not configured' },
          { status: 503 },
        )
      }),
    )
    await renderLogin()
    const google = screen.getByRole('button', { name: 'Log in with Google' })
    await userEvent.click(google)

    expect(await screen.findByText('Google sign-in is not available on this server.')).toBeInTheDocument()
    expect(google).toBeDisabled()
  })

  it('links to the password reset and home, and starts a registration inline', async () => {
    await renderLogin()
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/')

    await userEvent.click(screen.getByRole('button', { name: 'Register with your invitation' }))
    expect(screen.getByLabelText('Your e-mail address')).toBeInTheDocument()
  })
})
