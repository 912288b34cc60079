import type { ActivePopupResponse } from '@dilemma/api-client'
import { DilemmaThemeProvider, Modal } from '@dilemma/design-system'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { fakeAdminRemote, fakeMemberRemote } from '../../testing/fakeRemotes'
import { answerSessionWith, apiBase, renderShell, noMemberNotificationsHandlers } from '../../testing/renderShell'
import { seenPopupStorageKey } from './seenPopupStorage'

const server = setupMswServer(...noMemberNotificationsHandlers)

const springPopup = { id: 7, image_url: '/uploads/popups/spring.webp', description: 'Spring is here: new badges!' }

/** Answers `GET /popups/active` and counts the requests. */
function answerActivePopupWith(popup: ActivePopupResponse['popup'] | 'server error') {
  let requests = 0
  server.use(
    http.get(`${apiBase}/popups/active`, () => {
      requests += 1
      return popup === 'server error'
        ? HttpResponse.json({ success: false, code: 'INTERNAL', message: 'boom' }, { status: 500 })
        : HttpResponse.json({ success: true, popup })
    }),
  )
  return { requests: () => requests }
}

/** The visitor's first interaction with the page: the popup opens from then on. */
const interact = () => act(() => window.dispatchEvent(new Event('keyup')))

async function renderFeed(language: 'de' | 'en' = 'en', { interacting = true } = {}) {
  window.localStorage.setItem('dilemma.language', language)
  answerSessionWith(server, null)
  const shell = renderShell({ path: '/feed', remotes: [fakeMemberRemote] })
  await screen.findByRole('heading', { name: 'Feed page' })
  if (interacting) interact()
  return shell
}

/**
 * Time for an answered request to reach the screen. The modal's chunk is loaded before the tests
 * (beforeAll), so a popup that should not be there would show well within this.
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 250))

async function expectNoPopupAfter(requests: () => number, expectedRequests = 1) {
  await waitFor(() => expect(requests()).toBe(expectedRequests))
  await act(settle)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
}

beforeAll(async () => {
  // Load the lazy Mantine modal once, so that "not shown" below cannot pass just because it was slow.
  render(
    <DilemmaThemeProvider env="test">
      <Modal opened onClose={() => {}} title="Warm-up" />
    </DilemmaThemeProvider>,
  )
  await screen.findByRole('dialog', { name: 'Warm-up' })
  cleanup()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('site popup', () => {
  // First in this file: the page's first interaction happens once per page (module).
  it("waits for the visitor's first interaction, then shows an active popup not seen yet, with its image and description, asked once", async () => {
    const { requests } = answerActivePopupWith(springPopup)
    await renderFeed('en', { interacting: false })
    await expectNoPopupAfter(requests)
    interact()

    const popup = await screen.findByRole('dialog', { name: 'News from Dilemma' })
    // The description is read once, as text; the picture has the generic name.
    expect(within(popup).getByRole('img', { name: 'Announcement' })).toHaveAttribute(
      'src',
      '/uploads/popups/spring.webp',
    )
    expect(popup).toHaveTextContent('Spring is here: new badges!')
    expect(screen.getByRole('heading', { name: 'Feed page' })).toBeInTheDocument()
    expect(requests()).toBe(1)
  })

  it('opens once its picture has loaded, with the size of the picture reserved', async () => {
    // jsdom loads no images and has no decode(): stand in for the browser's, and the picture's size.
    let pictureLoaded = () => {}
    const decoded = new Promise<void>((resolve) => (pictureLoaded = resolve))
    Object.defineProperty(HTMLImageElement.prototype, 'decode', { value: () => decoded, configurable: true })
    onTestFinished(() => {
      delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode
    })
    vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800)
    vi.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(450)
    const { requests } = answerActivePopupWith(springPopup)
    await renderFeed()
    await waitFor(() => expect(requests()).toBe(1))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()

    act(pictureLoaded)

    const popup = await screen.findByRole('dialog', { name: 'News from Dilemma' })
    const picture = within(popup).getByRole('img', { name: 'Announcement' })
    expect(picture).toHaveAttribute('width', '800')
    expect(picture).toHaveAttribute('height', '450')
  })

  it('closing it with the close button hides it and remembers its id', async () => {
    answerActivePopupWith(springPopup)
    await renderFeed()

    const popup = await screen.findByRole('dialog', { name: 'News from Dilemma' })
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(window.localStorage.getItem(seenPopupStorageKey)).toBe('7')
  })

  it('takes the keyboard focus, closes with Escape and remembers its id', async () => {
    answerActivePopupWith(springPopup)
    await renderFeed()

    const popup = await screen.findByRole('dialog', { name: 'News from Dilemma' })
    // Keyboard users land inside the dialog (Mantine's focus trap) and leave it with Escape.
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(window.localStorage.getItem(seenPopupStorageKey)).toBe('7')
  })

  it('is not shown again once its id was seen', async () => {
    window.localStorage.setItem(seenPopupStorageKey, '7')
    const { requests } = answerActivePopupWith(springPopup)
    await renderFeed()

    await expectNoPopupAfter(requests)
  })

  it('shows a newer popup again, in the chosen language, with the generic alt text', async () => {
    window.localStorage.setItem(seenPopupStorageKey, '7')
    answerActivePopupWith({ id: 8, image_url: '/uploads/popups/summer.webp', description: null })
    await renderFeed('de')

    const popup = await screen.findByRole('dialog', { name: 'Neues von Dilemma' })
    expect(within(popup).getByRole('img', { name: 'Ankündigung' })).toHaveAttribute(
      'src',
      '/uploads/popups/summer.webp',
    )
    expect(within(popup).getByRole('button', { name: 'Schließen' })).toBeInTheDocument()
  })

  it('shows nothing when no popup is active', async () => {
    const { requests } = answerActivePopupWith(null)
    await renderFeed()

    await expectNoPopupAfter(requests)
  })

  it('shows nothing, asks only once and keeps the page working when the request fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { requests } = answerActivePopupWith('server error')
    await renderFeed()

    await expectNoPopupAfter(requests)
    expect(requests()).toBe(1)
    expect(warn).toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Feed page' })).toBeInTheDocument()
  })

  it('works without local storage (private mode): shown, and closing still closes it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const unavailable = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    }
    const getItem = Storage.prototype.getItem
    const setItem = Storage.prototype.setItem
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
      return key === seenPopupStorageKey ? unavailable() : getItem.call(this, key)
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
      return key === seenPopupStorageKey ? unavailable() : setItem.call(this, key, value)
    })
    answerActivePopupWith(springPopup)
    await renderFeed()

    const popup = await screen.findByRole('dialog', { name: 'News from Dilemma' })
    await userEvent.click(within(popup).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it.each(['/login', '/register', '/forgot-password', '/reset-password?token=abc', '/auth-success?user=%7B%7D'])(
    'is neither asked for nor shown on %s, where it would cover the form',
    async (path) => {
      window.localStorage.setItem('dilemma.language', 'en')
      answerSessionWith(server, null)
      const { requests } = answerActivePopupWith(springPopup)
      const { router } = renderShell({ path, remotes: [fakeMemberRemote] })
      await screen.findByRole('heading', { name: /page/ })

      await expectNoPopupAfter(requests, 0)

      await act(() => router.navigate('/'))
      expect(await screen.findByRole('dialog', { name: 'News from Dilemma' })).toBeInTheDocument()
    },
  )

  it('is not shown in the admin console either', async () => {
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, sessionUser('admin'))
    const { requests } = answerActivePopupWith(springPopup)
    renderShell({ path: '/madmin', remotes: [fakeAdminRemote, fakeMemberRemote] })
    await screen.findByRole('heading', { name: 'Hello admin' })

    await expectNoPopupAfter(requests, 0)
  })
})
