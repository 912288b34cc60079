import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { renderShell, answerSessionWith, noSitePopupHandler } from '../../testing/renderShell'

const server = setupMswServer(noSitePopupHandler)

describe('?error=email_exists', () => {
  it('shows the message on any page and removes the parameter', async () => {
    window.localStorage.setItem('dilemma.language', 'de')
    answerSessionWith(server, null)
    const { router } = renderShell({ path: '/feed?error=email_exists&tag=3', remotes: [fakeMemberRemote] })

    expect(await screen.findByRole('alert')).toHaveTextContent('Es gibt bereits ein Konto mit dieser E-Mail-Adresse.')
    expect(screen.getByRole('heading', { name: 'Feed page' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tag=3')
  })

  it('leaves /auth-success alone, which shows its own message for it', async () => {
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, null)
    const { router } = renderShell({ path: '/auth-success?error=email_exists', remotes: [fakeMemberRemote] })

    expect(await screen.findByRole('heading', { name: 'Auth success page (error: email_exists)' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(router.state.location.search).toBe('?error=email_exists')
  })
})
