import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import {
  apiBase,
  apiHealthHandler,
  renderShell,
  answerSessionWith,
  noSitePopupHandler,
  noMemberNotificationsHandlers,
} from '../../testing/renderShell'

const server = setupMswServer(apiHealthHandler, noSitePopupHandler, ...noMemberNotificationsHandlers)

/** As after "log out on all devices" elsewhere: the access token and its refresh are both refused. */
function endSessionElsewhere() {
  server.use(
    http.get(`${apiBase}/users/me`, () =>
      HttpResponse.json({ success: false, code: 'TOKEN_BLACKLISTED', message: 'revoked' }, { status: 401 }),
    ),
    http.post(`${apiBase}/auth/refresh`, () =>
      HttpResponse.json({ success: false, code: 'TOKEN_BLACKLISTED', message: 'revoked' }, { status: 401 }),
    ),
  )
}

describe('end of a session', () => {
  it('a session ended elsewhere: the notice, then /login, remembering the page she was on', async () => {
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, sessionUser('user'))
    const { router, client } = renderShell({ path: '/profile?tab=saved', remotes: [fakeMemberRemote] })
    await screen.findByRole('heading', { name: 'Profile page' })

    endSessionElsewhere()
    await expect(client.users.me()).rejects.toThrow()

    const notice = await screen.findByRole('dialog', { name: 'Session expired' })
    expect(notice).toHaveTextContent('Please log in again.')
    await userEvent.click(within(notice).getByRole('button', { name: 'Log in again' }))
    expect(await screen.findByRole('heading', { name: 'Login page (from /profile?tab=saved)' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument()
  })

  it('on a public page she stays, as a guest, until she chooses to log in again', async () => {
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, sessionUser('user'))
    const { router, client } = renderShell({ path: '/feed?tag=3', remotes: [fakeMemberRemote] })
    await screen.findByRole('heading', { name: 'Feed page' })
    // A public page shows before her session has loaded; only a signed-in member is told it ended.
    await screen.findByRole('button', { name: 'Log out' })

    endSessionElsewhere()
    await expect(client.users.me()).rejects.toThrow()

    const notice = await screen.findByRole('dialog', { name: 'Session expired' })
    expect(router.state.location.pathname).toBe('/feed')
    await userEvent.click(within(notice).getByRole('button', { name: 'Log in again' }))
    expect(await screen.findByRole('heading', { name: 'Login page (from /feed?tag=3)' })).toBeInTheDocument()
  })

  it('logging out on all devices calls the server and returns home as a guest', async () => {
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, sessionUser('user'))
    let loggedOutEverywhere = false
    server.use(
      http.post(`${apiBase}/auth/logout-all`, () => {
        loggedOutEverywhere = true
        return HttpResponse.json({ success: true })
      }),
    )
    const { router } = renderShell({ path: '/profile', remotes: [fakeMemberRemote] })
    await screen.findByRole('heading', { name: 'Profile page' })

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    const options = await screen.findByRole('dialog', { name: 'Log out' })
    await userEvent.click(within(options).getByRole('button', { name: 'Log out on all devices' }))

    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument()
    expect(loggedOutEverywhere).toBe(true)
    expect(router.state.location.pathname).toBe('/')
    expect(screen.queryByRole('dialog', { name: 'Session expired' })).not.toBeInTheDocument()
  })

  it('a deleted account ends on the home page with a translated notice, which can be closed', async () => {
    window.localStorage.setItem('dilemma.language', 'de')
    answerSessionWith(server, sessionUser('user'))
    const { router } = renderShell({ path: '/profile', remotes: [fakeMemberRemote] })
    await screen.findByRole('heading', { name: 'Profile page' })

    await userEvent.click(screen.getByRole('button', { name: 'Account deleted' }))

    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    const notice = screen.getByRole('status')
    expect(notice).toHaveTextContent('Dein Konto wurde gelöscht.')
    expect(screen.queryByRole('dialog', { name: 'Sitzung abgelaufen' })).not.toBeInTheDocument()
    await userEvent.click(within(notice).getByRole('button', { name: 'Schließen' }))
    expect(screen.queryByText(/Dein Konto wurde gelöscht/)).not.toBeInTheDocument()
  })
})
