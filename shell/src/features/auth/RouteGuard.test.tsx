import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeAdminRemote, fakeMemberRemote } from '../../testing/fakeRemotes'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import {
  renderShell,
  answerSessionWith,
  noSitePopupHandler,
  noMemberNotificationsHandlers,
} from '../../testing/renderShell'

const server = setupMswServer(noSitePopupHandler, ...noMemberNotificationsHandlers)
const remotes = [fakeAdminRemote, fakeMemberRemote]

describe('route guard', () => {
  it('sends a guest to /login and remembers where she came from', async () => {
    answerSessionWith(server, null)
    const { router } = renderShell({ path: '/profile', remotes })
    expect(await screen.findByRole('heading', { name: 'Login page (from /profile)' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
  })

  it('lets a logged-in member in', async () => {
    answerSessionWith(server, sessionUser('user'))
    renderShell({ path: '/profile', remotes })
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument()
  })

  it('sends a member without the admin role from /madmin to /', async () => {
    answerSessionWith(server, sessionUser('premiumuser'))
    const { router } = renderShell({ path: '/madmin', remotes })
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })

  it('lets an admin into /madmin, with the remote messages merged into the shell', async () => {
    window.localStorage.setItem('dilemma.language', 'de')
    answerSessionWith(server, sessionUser('admin'))
    renderShell({ path: '/madmin', remotes })
    expect(await screen.findByRole('heading', { name: 'Hallo Admin' })).toBeInTheDocument()
  })
})
