import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answerCalls } from '../testing/apiCalls'
import { apiBase, apiHealthHandler, noHeldPostsHandler } from '../testing/renderAdminConsole'
import { StandaloneApp } from './StandaloneApp'

const guest = () => HttpResponse.json({ success: false, code: 'TOKEN_MISSING', message: 'no' }, { status: 401 })

const server = setupMswServer(
  apiHealthHandler,
  noHeldPostsHandler,
  http.get('*/config.json', () => HttpResponse.json({ apiBaseUrl: `${apiBase}/` })),
  http.get(`${apiBase}/reports/grouped`, () => HttpResponse.json({ success: true, groups: [] })),
)

function answerMe(resolve: () => Response) {
  server.use(http.get(`${apiBase}/users/me`, resolve))
}

async function logIn(usernameOrEmail: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText(/^Username or e-mail/), usernameOrEmail)
  await user.type(screen.getByLabelText(/^Password/), password)
  await user.click(screen.getByRole('button', { name: 'Log in' }))
}

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
  window.history.replaceState(null, '', '/')
})

// The console's own header has the "Log out" button, the sign-in screens have none: it tells them apart.
describe('standalone admin site: config.json', () => {
  it('opens the console at /madmin for an admin, calling the API that config.json names', async () => {
    answerMe(() => HttpResponse.json({ user: sessionUser('admin') }))
    render(<StandaloneApp />)
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/madmin')
  })

  it("links a reported poll and its owner to the main site that config.json's siteUrl names", async () => {
    server.use(
      http.get('*/config.json', () =>
        HttpResponse.json({ apiBaseUrl: `${apiBase}/`, siteUrl: 'https://example.org/' }),
      ),
      http.get(`${apiBase}/reports/grouped`, () =>
        HttpResponse.json({
          success: true,
          groups: [
            {
              post_id: 2,
              report_count: 1,
              latest_report_at: '2030-03-01T10:00:00.000Z',
              post: {
                id: 2,
                title: 'Kita?',
                description: null,
                status: 'active',
                owner: { id: 7, username: 'mara' },
                options: [],
              },
              reports: [],
            },
          ],
        }),
      ),
    )
    answerMe(() => HttpResponse.json({ user: sessionUser('admin') }))
    render(<StandaloneApp />)

    expect(await screen.findByRole('link', { name: 'Open the poll “Kita?”' })).toHaveAttribute(
      'href',
      'https://example.org/post/2',
    )
    expect(screen.getByRole('link', { name: /mara/ })).toHaveAttribute('href', 'https://example.org/user/7')
  })

  it.each([
    ['is not there', () => new HttpResponse('Not found', { status: 404 })],
    ['is answered by the host with its index.html', () => HttpResponse.html('<!doctype html><title>x</title>')],
  ])('says config.json is missing when it %s', async (_, answer) => {
    server.use(http.get('*/config.json', answer))
    render(<StandaloneApp />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The admin console is not set up')
    expect(alert).toHaveTextContent('config.json beside this site is missing')
  })

  it.each([
    ['no JSON', () => new HttpResponse('apiBaseUrl=x', { headers: { 'Content-Type': 'text/plain' } })],
    ['no apiBaseUrl', () => HttpResponse.json({ api: 'https://example.org/api' })],
    ['an address that is no web address', () => HttpResponse.json({ apiBaseUrl: 'example.org/api' })],
  ])('says config.json is not valid when it has %s', async (_, answer) => {
    server.use(http.get('*/config.json', answer))
    render(<StandaloneApp />)
    expect(await screen.findByRole('alert')).toHaveTextContent('config.json beside this site is not valid')
  })

  it('explains a missing config.json in the language on screen', async () => {
    window.localStorage.setItem('dilemma.language', 'tr')
    server.use(http.get('*/config.json', () => new HttpResponse(null, { status: 404 })))
    render(<StandaloneApp />)
    expect(await screen.findByRole('alert')).toHaveTextContent('config.json dosyası eksik')
  })
})

describe('standalone admin site: its own sign-in', () => {
  it('signs an admin in with the same /auth/login and opens the console', async () => {
    answerMe(guest)
    const logins = answerCalls(server, 'post', '/auth/login', () =>
      HttpResponse.json({ success: true, message: 'ok', user: sessionUser('admin') }),
    )
    render(<StandaloneApp />)

    await logIn('  ayse@example.test ', 'richtig geheim')

    expect(await screen.findByRole('button', { name: 'Log out' })).toBeInTheDocument()
    expect(logins.map((call) => call.body)).toEqual([
      { usernameOrEmail: 'ayse@example.test', password: 'richtig geheim' },
    ])
  })

  it('tells a member without the admin role so and ends the session it just made', async () => {
    answerMe(guest)
    answerCalls(server, 'post', '/auth/login', () =>
      HttpResponse.json({ success: true, message: 'ok', user: sessionUser('user') }),
    )
    const logouts = answerCalls(server, 'post', '/auth/logout', () => HttpResponse.json({ success: true }))
    render(<StandaloneApp />)

    await logIn('ayse', 'richtig geheim')

    expect(await screen.findByRole('alert')).toHaveTextContent('ayse has no admin rights')
    expect(logouts).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument()
  })

  it('says so when the password is wrong', async () => {
    answerMe(guest)
    answerCalls(server, 'post', '/auth/login', () =>
      HttpResponse.json({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid' }, { status: 401 }),
    )
    render(<StandaloneApp />)

    await logIn('ayse', 'falsch')

    expect(await screen.findByRole('alert')).toHaveTextContent('The username/e-mail or the password is wrong.')
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument()
  })

  it('tells the owner when unknown devices are held back by the account-wide limit', async () => {
    answerMe(guest)
    answerCalls(server, 'post', '/auth/login', () =>
      HttpResponse.json({ success: false, code: 'ACCOUNT_LOGIN_LIMITED', message: 'Limited' }, { status: 429 }),
    )
    render(<StandaloneApp />)

    await logIn('ayse', 'richtig geheim')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Devices you have signed in with before can sign in as usual.',
    )
  })

  it('logs out on this device only and shows the sign-in again', async () => {
    answerMe(() => HttpResponse.json({ user: sessionUser('admin') }))
    const logouts = answerCalls(server, 'post', '/auth/logout', () => HttpResponse.json({ success: true }))
    const logoutsEverywhere = answerCalls(server, 'post', '/auth/logout-all', () =>
      HttpResponse.json({ success: true }),
    )
    render(<StandaloneApp />)

    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }))

    expect(await screen.findByRole('status')).toHaveTextContent('You have been logged out on this device.')
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument()
    expect(logouts).toHaveLength(1)
    expect(logoutsEverywhere).toHaveLength(0)
  })

  it('offers a member signed in on the main site to switch to an admin account', async () => {
    answerMe(() => HttpResponse.json({ user: sessionUser('user') }))
    const logouts = answerCalls(server, 'post', '/auth/logout', () => HttpResponse.json({ success: true }))
    render(<StandaloneApp />)

    expect(await screen.findByRole('alert')).toHaveTextContent('ayse has no admin rights')
    await userEvent.click(screen.getByRole('button', { name: 'Log in with another account' }))

    expect(await screen.findByLabelText(/^Username or e-mail/)).toBeInTheDocument()
    await waitFor(() => expect(logouts).toHaveLength(1))
  })
})
