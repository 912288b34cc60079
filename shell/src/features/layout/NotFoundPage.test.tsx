import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { renderShell, answerSessionWith, noSitePopupHandler } from '../../testing/renderShell'

const server = setupMswServer(noSitePopupHandler)

describe('not-found page', () => {
  it('shows a real not-found page for an unknown path, with a link home', async () => {
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, null)
    const { router } = renderShell({ path: '/no/such/page', remotes: [fakeMemberRemote] })

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('link', { name: 'Back to the home page' }))
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})
