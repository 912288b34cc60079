import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import { setupMswServer } from '@dilemma/design-system/testing/mswServer'
import { renderShell, answerSessionWith, noSitePopupHandler } from '../../testing/renderShell'
import { cookieConsentStorageKey } from './CookieBanner'

const server = setupMswServer(noSitePopupHandler)

async function renderLanding() {
  window.localStorage.setItem('dilemma.language', 'en')
  answerSessionWith(server, null)
  renderShell({ path: '/', remotes: [fakeMemberRemote] })
  await screen.findByRole('heading', { name: 'Landing page' })
}

describe('cookie-consent banner', () => {
  it('stays until accepted and remembers the acceptance', async () => {
    await renderLanding()
    const banner = screen.getByRole('region', { name: 'Cookie notice' })
    expect(banner).toHaveTextContent('cookies')

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
    expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe('accepted')
  })

  it('is not shown again once accepted', async () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'accepted')
    await renderLanding()
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
  })
})
