import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { renderShell, answerSessionWith, apiBase, noSitePopupHandler } from '../../testing/renderShell'
import { cookieConsentStorageKey } from './CookieBanner'

const server = setupMswServer(noSitePopupHandler)

async function renderLanding() {
  window.localStorage.setItem('dilemma.language', 'en')
  answerSessionWith(server, null)
  renderShell({ path: '/', remotes: [fakeMemberRemote] })
  await screen.findByRole('heading', { name: 'Landing page' })
}

describe('cookie-consent banner', () => {
  // Before each test, when the previous test's page is gone: an acceptance that page stored after
  // its test (an effect of a late render) cannot hide the next test's banner (CI, once, under load).
  beforeEach(() => {
    document.cookie = 'dilemma_cookie_consent=; path=/; max-age=0'
    window.localStorage.removeItem(cookieConsentStorageKey)
  })

  it('stays until accepted and remembers the acceptance', async () => {
    await renderLanding()
    const banner = screen.getByRole('region', { name: 'Cookie notice' })
    expect(banner).toHaveTextContent('cookies')

    await userEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
    expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe('accepted')
    // The server's first screen leaves the notice out by this cookie.
    expect(document.cookie.split('; ')).toContain('dilemma_cookie_consent=accepted')
  })

  it('is not shown where the acceptance is only in the cookie', async () => {
    document.cookie = 'dilemma_cookie_consent=accepted; path=/'
    await renderLanding()
    // The banner may mount after the landing heading (a busy machine): its stored acceptance is
    // the state that says it has decided.
    await waitFor(() => expect(window.localStorage.getItem(cookieConsentStorageKey)).toBe('accepted'))
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
  })

  it('gives an acceptance stored before the cookie existed the cookie', async () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'accepted')
    await renderLanding()
    await waitFor(() => expect(document.cookie.split('; ')).toContain('dilemma_cookie_consent=accepted'))
  })

  it('is not shown again once accepted', async () => {
    window.localStorage.setItem(cookieConsentStorageKey, 'accepted')
    await renderLanding()
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).not.toBeInTheDocument()
  })

  it('sits below modals, so that it never covers a dialog and its buttons', async () => {
    server.use(
      http.get(`${apiBase}/popups/active`, () =>
        HttpResponse.json({ success: true, popup: { id: 3, image_url: '/uploads/popups/a.webp', description: null } }),
      ),
    )
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, null)
    renderShell({ path: '/feed', remotes: [fakeMemberRemote] })

    const dialog = await screen.findByRole('dialog', { name: 'News from Dilemma' })
    // Mantine puts a modal's (and a drawer's) layer on its root as a CSS variable.
    const modalRoot = dialog.closest<HTMLElement>('[style*="--mb-z-index"]')
    const modalLayer = Number(modalRoot?.style.getPropertyValue('--mb-z-index'))
    const banner = screen.getByRole('region', { name: 'Cookie notice' })
    expect(modalLayer).toBeGreaterThan(0)
    expect(Number(banner.style.zIndex)).toBeLessThan(modalLayer)
  })
})
