import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { renderShell, answerSessionWith, noSitePopupHandler } from '../../testing/renderShell'

const server = setupMswServer(noSitePopupHandler)

afterEach(() => {
  vi.restoreAllMocks()
  document.documentElement.lang = ''
  delete document.documentElement.dataset.pageTitle
})

async function renderLanding() {
  answerSessionWith(server, null)
  renderShell({ path: '/', remotes: [fakeMemberRemote] })
  await screen.findByRole('heading', { name: 'Landing page' })
}

describe('language detection and switching', () => {
  it('uses the stored choice first', async () => {
    window.localStorage.setItem('dilemma.language', 'tr')
    await renderLanding()
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('tr')
  })

  it('then the first supported browser language', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR', 'en-GB'])
    await renderLanding()
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en')
  })

  it('then <html lang>, before the German fallback', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['fr-FR'])
    document.documentElement.lang = 'tr'
    await renderLanding()
    expect(screen.getByRole('link', { name: 'Giriş yap' })).toBeInTheDocument()
  })

  it('switching updates the texts, <html lang>, the page title and the stored choice', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US'])
    await renderLanding()
    await waitFor(() => expect(document.title).toMatch(/honest opinions/))

    const switcher = screen.getByRole('group', { name: 'Change language' })
    await userEvent.click(within(switcher).getByRole('button', { name: 'DE – Deutsch' }))

    expect(await screen.findByRole('link', { name: 'Anmelden' })).toBeInTheDocument()
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Datenschutz' })).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('de')
    await waitFor(() => expect(document.title).toMatch(/ehrliche Meinungen/))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Frauen/)
    expect(window.localStorage.getItem('dilemma.language')).toBe('de')
  })

  it('gives each page its own translated title and description', async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US'])
    answerSessionWith(server, null)
    renderShell({ path: '/register', remotes: [fakeMemberRemote] })
    await screen.findByRole('heading', { name: 'Register page' })
    await waitFor(() => expect(document.title).toBe('Register – Dilemma'))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/invitation/)

    await userEvent.click(
      within(screen.getByRole('group', { name: 'Change language' })).getByRole('button', { name: 'TR – Türkçe' }),
    )
    await waitFor(() => expect(document.title).toBe('Kayıt ol – Dilemma'))
  })

  it("leaves a page's own title alone on a switch, and keeps the new default for when it closes", async () => {
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['en-US'])
    await renderLanding()
    document.documentElement.dataset.pageTitle = 'Kita or childminder?'
    document.title = 'Kita or childminder?'

    const switcher = screen.getByRole('group', { name: 'Change language' })
    await userEvent.click(within(switcher).getByRole('button', { name: 'DE – Deutsch' }))

    await waitFor(() => expect(document.documentElement.dataset.defaultTitle).toMatch(/ehrliche Meinungen/))
    expect(document.title).toBe('Kita or childminder?')
  })
})
