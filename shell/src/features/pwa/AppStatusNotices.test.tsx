import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { translationProblems } from '@dilemma/app-runtime/testing/translationProblems'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import { answerSessionWith, noSitePopupHandler, renderShell } from '../../testing/renderShell'
import { appStatus, createAppStatusStore } from './appStatus'
import { appStatusMessages } from './appStatusMessages'
import { AppStatusNotices } from './AppStatusNotices'
import { serviceWorkerUrl } from './registerServiceWorker'

const server = setupMswServer(noSitePopupHandler)

afterEach(() => {
  appStatus.setOnline(true)
  vi.restoreAllMocks()
})

/** A service worker container whose registration never finds an update. */
function fakeServiceWorkers() {
  const registration = Object.assign(new EventTarget(), { waiting: null, update: () => Promise.resolve() })
  const register = vi.fn(() => Promise.resolve(registration))
  return { register, container: { controller: null, register } as unknown as ServiceWorkerContainer }
}

describe('the installable app’s notices in the shell', () => {
  it('shows a translated offline notice while the browser is offline', async () => {
    window.localStorage.setItem('dilemma.language', 'de')
    answerSessionWith(server, null)
    renderShell({ path: '/feed', remotes: [fakeMemberRemote] })
    await screen.findByRole('heading', { name: 'Feed page' })
    expect(screen.queryByText('Du bist offline')).not.toBeInTheDocument()

    window.dispatchEvent(new Event('offline'))
    expect(await screen.findByRole('status')).toHaveTextContent('Du bist offline')
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(screen.queryByText('Du bist offline')).not.toBeInTheDocument())
  })

  it('offers a waiting new version with a Reload button', async () => {
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, null)
    renderShell({ path: '/feed', remotes: [fakeMemberRemote] })
    await screen.findByRole('heading', { name: 'Feed page' })

    const applyUpdate = vi.fn()
    appStatus.offerUpdate(applyUpdate)
    expect(await screen.findByRole('status')).toHaveTextContent('A new version of Dilemma is available.')
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(applyUpdate).toHaveBeenCalledOnce()
  })

  it('has every text in de, en and tr, none empty', async () => {
    const [de, en, tr] = await Promise.all((['de', 'en', 'tr'] as const).map(appStatusMessages))
    expect(translationProblems({ de: de!, en: en!, tr: tr! }, ['shell.appStatus.'])).toEqual([])
  })
})

describe('the service worker’s registration', () => {
  const store = () => createAppStatusStore({ online: true, applyUpdate: null })

  it('waits for the page’s load event', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const { register, container } = fakeServiceWorkers()
    render(<AppStatusNotices store={store()} serviceWorkers={container} />)
    expect(register).not.toHaveBeenCalled()

    window.dispatchEvent(new Event('load'))
    await waitFor(() => expect(register).toHaveBeenCalledWith(serviceWorkerUrl, { scope: '/' }))
  })

  it('registers at once when the page has loaded already', async () => {
    const { register, container } = fakeServiceWorkers()
    render(<AppStatusNotices store={store()} serviceWorkers={container} />)
    await waitFor(() => expect(register).toHaveBeenCalledOnce())
  })
})
