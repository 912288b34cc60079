import type { NewBadge } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PHONE_LAYOUT_QUERY } from '../../lib/usePhoneLayout'
import { fakeAdminRemote, fakeMemberRemote } from '../../testing/fakeRemotes'
import {
  answerSessionWith,
  apiBase,
  apiHealthHandler,
  noMemberNotificationsHandlers,
  noSitePopupHandler,
  renderShell,
} from '../../testing/renderShell'
import { firstLoginBadge, firstVoteBadge } from './testing/badgeFixtures'
import { TOAST_HIDE_AFTER_MS } from './toastTimeline'

const server = setupMswServer(apiHealthHandler, noSitePopupHandler, ...noMemberNotificationsHandlers)

/**
 * `GET /users/badges/new` answers her unseen badges; `POST /users/mark-badge-seen/:id` marks one
 * seen, `POST /users/mark-badge-toasted/:id` toasted.
 */
function answerNewBadges(initial: NewBadge[], markSeenStatus = 200) {
  let unseen = [...initial]
  const polls: number[] = []
  const markedSeen: number[] = []
  const markedToasted: number[] = []
  server.use(
    http.post(`${apiBase}/users/mark-badge-toasted/:id`, ({ params }) => {
      markedToasted.push(Number(params.id))
      unseen = unseen.map((badge) => (badge.id === Number(params.id) ? { ...badge, toasted: true } : badge))
      return HttpResponse.json({ success: true })
    }),
    http.get(`${apiBase}/users/badges/new`, () => {
      polls.push(Date.now())
      return HttpResponse.json({ success: true, newBadges: unseen })
    }),
    http.post(`${apiBase}/users/mark-badge-seen/:id`, ({ params }) => {
      const id = Number(params.id)
      if (markSeenStatus !== 200) {
        return HttpResponse.json({ success: false, code: 'INTERNAL', message: 'boom' }, { status: markSeenStatus })
      }
      markedSeen.push(id)
      unseen = unseen.filter((badge) => badge.id !== id)
      return HttpResponse.json({ success: true })
    }),
  )
  return { polls, markedSeen, markedToasted }
}

async function renderSignedIn(language: 'en' | 'de' = 'en') {
  window.localStorage.setItem('dilemma.language', language)
  answerSessionWith(server, sessionUser('user'))
  renderShell({ path: '/feed', remotes: [fakeMemberRemote] })
  await screen.findByRole('heading', { name: 'Feed page' })
}

/** The list of new badges, opened from its folded button. */
async function openNotificationList(name = 'Badge notifications', toggle = /^New badges/) {
  const region = await screen.findByRole('region', { name })
  await userEvent.click(within(region).getByRole('button', { name: toggle }))
  return region
}

describe('badge notifications', () => {
  it('stay out of the admin console: no toast and no list over its controls', async () => {
    answerNewBadges([firstVoteBadge])
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, sessionUser('admin'))
    const { router } = renderShell({ path: '/feed', remotes: [fakeAdminRemote, fakeMemberRemote] })
    expect(await screen.findByRole('region', { name: 'Badge notifications' })).toBeInTheDocument()

    await act(() => router.navigate('/madmin'))
    await screen.findByRole('heading', { name: 'Hello admin' })

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Badge notifications' })).not.toBeInTheDocument())
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('show a new badge as a toast and in the list, without a reload', async () => {
    answerNewBadges([firstVoteBadge])
    await renderSignedIn()

    // Asked at once on sign-in, not 30 s later.
    const list = await openNotificationList()
    expect(within(list).getByRole('button', { name: 'New badges (1)' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(list).getByText('First vote')).toBeInTheDocument()
    expect(within(list).getByText('You cast your first vote.')).toBeInTheDocument()
    const toast = await screen.findByRole('status')
    expect(toast).toHaveTextContent('Congratulations, you earned a badge!')
    expect(toast).toHaveTextContent('First vote')
  })

  it('toast only the newest three when many arrive at once, each once; the list holds them all', async () => {
    // As the server lists them: newest first.
    const names = ['POST_SAVE_1', 'VOTES_GIVEN_1', 'LOGIN_STREAK_1', 'POST_COUNT_1', 'LIKES_GIVEN_1']
    const many = names.map((name, index) => ({ ...firstVoteBadge, id: 40 - index, name }))
    const { markedToasted } = answerNewBadges(many)
    await renderSignedIn()

    const list = await openNotificationList()
    expect(within(list).getByRole('button', { name: 'New badges (5)' })).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    await waitFor(() => expect(screen.getAllByRole('status')).toHaveLength(3))
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual([
      expect.stringContaining('First bookmark'),
      expect.stringContaining('First vote'),
      expect.stringContaining('First visit'),
    ])
    // All five are toasted as far as the server knows: the older two only wait in the list.
    await waitFor(() => expect([...markedToasted].sort()).toEqual([36, 37, 38, 39, 40]))
  })

  it('are cleared one by one, each marked seen on the server', async () => {
    const { markedSeen } = answerNewBadges([firstLoginBadge, firstVoteBadge])
    await renderSignedIn()
    const list = await openNotificationList()
    await within(list).findByText('First vote')

    await userEvent.click(within(list).getByRole('button', { name: 'Clear notification: First vote' }))

    await waitFor(() => expect(within(list).queryByText('First vote')).not.toBeInTheDocument())
    expect(markedSeen).toEqual([31])
    expect(within(list).getByText('First visit')).toBeInTheDocument()

    await userEvent.click(within(list).getByRole('button', { name: 'Clear notification: First visit' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Badge notifications' })).not.toBeInTheDocument())
    expect(markedSeen).toEqual([31, 1])
  })

  it('stay on screen with a message when clearing fails', async () => {
    answerNewBadges([firstVoteBadge], 500)
    await renderSignedIn()
    const list = await openNotificationList()

    await userEvent.click(await within(list).findByRole('button', { name: 'Clear notification: First vote' }))

    expect(await within(list).findByRole('alert')).toHaveTextContent('could not be cleared')
    expect(within(list).getByText('First vote')).toBeInTheDocument()
  })

  it('speak the language on screen', async () => {
    answerNewBadges([firstVoteBadge])
    await renderSignedIn('de')

    const list = await openNotificationList('Abzeichen-Benachrichtigungen', /^Neue Abzeichen/)
    expect(await within(list).findByText('Erste Stimme')).toBeInTheDocument()
    expect(within(list).getByRole('button', { name: 'Benachrichtigung entfernen: Erste Stimme' })).toBeInTheDocument()
  })

  it('are never asked for by a guest', async () => {
    const { polls } = answerNewBadges([firstVoteBadge])
    window.localStorage.setItem('dilemma.language', 'en')
    answerSessionWith(server, null)
    const { client } = renderShell({ path: '/feed', remotes: [fakeMemberRemote] })
    // The session is still loading here; a member's poll starts (synchronously) once it has settled.
    const unseen = vi.spyOn(client.badges, 'unseen')
    await screen.findByRole('heading', { name: 'Feed page' })

    expect(unseen).not.toHaveBeenCalled()
    expect(polls).toHaveLength(0)
    expect(screen.queryByRole('region', { name: 'Badge notifications' })).not.toBeInTheDocument()
  })
})

/** The window in the phones' layout (below 992 px), as `usePhoneLayout` asks it. */
function asPhone() {
  return vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: query === PHONE_LAYOUT_QUERY,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )
}

describe('badge toasts on a phone', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** In steps, so each toast's next timer is set (by an effect) before the clock passes it. */
  const advance = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 50) await act(() => vi.advanceTimersByTime(Math.min(50, ms - passed)))
  }
  /**
   * Moves the clock on in steps until `done` holds (each step lets React set the next timer), and
   * fails past `limitMs`: a state to wait for, not an exact sum of the timeline's delays.
   */
  const advanceUntil = async (done: () => boolean, limitMs = TOAST_HIDE_AFTER_MS) => {
    for (let passed = 0; !done(); passed += 50) {
      if (passed > limitMs) throw new Error(`not reached within ${limitMs} ms of the fake clock`)
      await act(() => vi.advanceTimersByTime(50))
    }
  }
  const toastNamed = (name: string) => () => toastsOnScreen().some((toast) => toast.textContent?.includes(name))
  const toastsOnScreen = () => screen.queryAllByRole('status')

  it('take turns, newest first: one at a time with how many wait, each for 5 s or until closed', async () => {
    asPhone()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    // As the server lists them: newest first.
    const names = ['POST_SAVE_1', 'VOTES_GIVEN_1', 'LOGIN_STREAK_1']
    answerNewBadges(names.map((name, index) => ({ ...firstVoteBadge, id: 40 - index, name })))
    await renderSignedIn()

    await waitFor(() => expect(toastsOnScreen()).toHaveLength(1))
    const first = toastsOnScreen()[0]!
    expect(first).toHaveTextContent('First bookmark')
    expect(within(first).getByLabelText('2 more waiting')).toHaveTextContent('+2')
    expect(first).toHaveAttribute('data-compact')

    // It stays while the others wait (the test's clock also moves with real time, so half its 5 s
    // is what can be asserted on a busy machine), then fades out and the next one follows.
    await advance(TOAST_HIDE_AFTER_MS / 2)
    expect(toastsOnScreen()).toEqual([first])
    await advanceUntil(toastNamed('First vote'))
    expect(toastsOnScreen()).toHaveLength(1)
    const second = toastsOnScreen()[0]!
    expect(second).toHaveTextContent('First vote')
    expect(within(second).getByLabelText('1 more waiting')).toHaveTextContent('+1')

    await user.click(within(second).getByRole('button', { name: 'Close: First vote' }))
    expect(second).toHaveAttribute('data-phase', 'hiding')
    await advanceUntil(toastNamed('First visit'))
    expect(toastsOnScreen()).toHaveLength(1)
    const third = toastsOnScreen()[0]!
    expect(third).toHaveTextContent('First visit')
    expect(within(third).queryByText(/^\+/)).not.toBeInTheDocument()

    await user.click(within(third).getByRole('button', { name: 'Close: First visit' }))
    await advanceUntil(() => toastsOnScreen().length === 0)
    // Closing a toast is not clearing the notification: all three wait in the list.
    const list = await openNotificationListOnPhone(user)
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
  })

  it('from 992 px stay stacked in the one container, each with its own close button', async () => {
    const names = ['POST_SAVE_1', 'VOTES_GIVEN_1', 'LOGIN_STREAK_1']
    answerNewBadges(names.map((name, index) => ({ ...firstVoteBadge, id: 40 - index, name })))
    await renderSignedIn()

    await waitFor(() => expect(toastsOnScreen()).toHaveLength(3))
    for (const toast of toastsOnScreen()) {
      expect(toast).not.toHaveAttribute('data-compact')
      expect(within(toast).getByRole('button', { name: /^Close: / })).toBeInTheDocument()
    }
    await userEvent.click(within(toastsOnScreen()[1]!).getByRole('button', { name: 'Close: First vote' }))
    await waitFor(() => expect(toastsOnScreen()).toHaveLength(2))
  })
})

/** On a phone the list opens from the header's count button. */
async function openNotificationListOnPhone(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: '3 new badges' }))
  return screen.getByRole('region', { name: 'Badge notifications' })
}
