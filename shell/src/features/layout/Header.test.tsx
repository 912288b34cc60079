import type { User } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import {
  answerSessionWith,
  apiBase,
  apiHealthHandler,
  noSitePopupHandler,
  renderShell,
  noMemberNotificationsHandlers,
} from '../../testing/renderShell'

const server = setupMswServer(apiHealthHandler, noSitePopupHandler, ...noMemberNotificationsHandlers)

async function renderFeedAs(user: User | null) {
  window.localStorage.setItem('dilemma.language', 'en')
  answerSessionWith(server, user)
  const shell = renderShell({ path: '/feed', remotes: [fakeMemberRemote] })
  await screen.findByRole('heading', { name: 'Feed page' })
  return shell
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }))
  return screen.findByRole('dialog', { name: 'Menu' })
}

/** The page as the browser scrolled it to `y`: jsdom does not scroll by itself. */
function scrollPageTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    window.dispatchEvent(new Event('scroll'))
  })
}

describe('site header', () => {
  it('gives a guest one menu with the pages, Log in and Register', async () => {
    await renderFeedAs(null)
    const menu = await openMenu()

    expect(within(menu).getByRole('link', { name: 'Feed' })).toHaveAttribute('href', '/feed')
    expect(within(menu).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(within(menu).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    expect(within(menu).queryByRole('button', { name: /Log out/ })).not.toBeInTheDocument()
  })

  it('gives a member the same menu with asking a question and logging out', async () => {
    let loggedOutEverywhere = false
    server.use(
      http.post(`${apiBase}/auth/logout-all`, () => {
        loggedOutEverywhere = true
        return HttpResponse.json({ success: true })
      }),
    )
    await renderFeedAs(sessionUser('user'))
    const menu = await openMenu()

    expect(within(menu).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    expect(within(menu).getByRole('link', { name: 'Ask a question' })).toHaveAttribute('href', '/feed?compose=1')
    expect(within(menu).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument()
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out on all devices' }))

    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument()
    expect(loggedOutEverywhere).toBe(true)
  })

  it('opens the logout options from the header’s log-out button, their code loaded on that click', async () => {
    let loggedOut = false
    server.use(
      http.post(`${apiBase}/auth/logout`, () => {
        loggedOut = true
        return HttpResponse.json({ success: true })
      }),
    )
    await renderFeedAs(sessionUser('user'))
    expect(screen.queryByRole('dialog', { name: 'Log out' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    const options = await screen.findByRole('dialog', { name: 'Log out' })
    await userEvent.click(within(options).getByRole('button', { name: 'Log out on this device' }))

    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument()
    expect(loggedOut).toBe(true)
  })

  it('hides after 50 px scrolled down and returns on scrolling up', async () => {
    await renderFeedAs(null)
    // The page's own texts load after it shows: scroll once the shell has settled, and look the
    // header up at each step (a loaded CI machine once saw a step without its effect).
    await waitFor(() => expect(document.title).toBe('Feed – Dilemma'))
    const header = () => screen.getByRole('banner')

    scrollPageTo(40)
    expect(header()).not.toHaveAttribute('data-hidden')
    scrollPageTo(400)
    expect(header()).toHaveAttribute('data-hidden')
    scrollPageTo(380)
    expect(header()).not.toHaveAttribute('data-hidden')
    scrollPageTo(600)
    expect(header()).toHaveAttribute('data-hidden')
    scrollPageTo(0)
    expect(header()).not.toHaveAttribute('data-hidden')
  })
})
