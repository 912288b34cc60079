import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import { setupMswServer } from '@dilemma/design-system/testing/mswServer'
import { sessionUser } from '@dilemma/design-system/testing/sessionUser'
import {
  apiBase,
  apiHealthHandler,
  renderShell,
  answerSessionWith,
  noSitePopupHandler,
} from '../../testing/renderShell'

const server = setupMswServer(apiHealthHandler, noSitePopupHandler)

describe('end of a session', () => {
  it('a failed session refresh forgets the user and goes to /', async () => {
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, sessionUser('user'))
    const { router, client } = renderShell({ path: '/profile', remotes: [fakeMemberRemote] })
    await screen.findByRole('heading', { name: 'Profile page' })

    server.use(
      http.get(`${apiBase}/users/me`, () =>
        HttpResponse.json({ success: false, code: 'TOKEN_EXPIRED', message: 'expired' }, { status: 401 }),
      ),
      http.post(`${apiBase}/auth/refresh`, () =>
        HttpResponse.json({ success: false, code: 'TOKEN_BLACKLISTED', message: 'revoked' }, { status: 401 }),
      ),
    )
    await expect(client.users.me()).rejects.toThrow()

    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument()

    const notice = await screen.findByRole('dialog', { name: 'Session expired' })
    await userEvent.click(within(notice).getByRole('button', { name: 'Log in again' }))
    expect(await screen.findByRole('heading', { name: 'Login page (from nowhere)' })).toBeInTheDocument()
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
})
