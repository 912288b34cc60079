import type { MemberNotice } from '@dilemma/api-client'
import { FakeLiveEvents } from '@dilemma/app-runtime/testing/fakeLiveEvents'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fakeMemberRemote } from '../../testing/fakeRemotes'
import {
  answerSessionWith,
  apiBase,
  apiHealthHandler,
  noMemberNotificationsHandlers,
  noSitePopupHandler,
  renderShell,
} from '../../testing/renderShell'

const server = setupMswServer(apiHealthHandler, noSitePopupHandler, ...noMemberNotificationsHandlers)

const endedPoll = (id: number, title: string): MemberNotice => ({
  id,
  kind: 'poll_ended',
  post_id: id * 10,
  post_title: title,
  decision: null,
  details: null,
  created_at: '2026-11-24T12:00:00.000Z',
})

/** `GET /users/notices` answers what `unread` holds at the time; `POST …/read` takes one out. */
function answerNotices(initial: MemberNotice[]) {
  const unread = [...initial]
  const reads: number[] = []
  server.use(
    http.get(`${apiBase}/users/notices`, () => HttpResponse.json({ success: true, notices: [...unread].reverse() })),
    http.post(`${apiBase}/users/notices/:id/read`, ({ params }) => {
      reads.push(Number(params.id))
      unread.splice(
        unread.findIndex((notice) => notice.id === Number(params.id)),
        1,
      )
      return HttpResponse.json({ success: true, message: 'Notice read' })
    }),
  )
  return { unread, reads }
}

async function renderSignedIn(live: FakeLiveEvents) {
  const member = sessionUser('user')
  answerSessionWith(server, member)
  renderShell({ path: '/feed', remotes: [fakeMemberRemote], live })
  await screen.findByRole('heading', { name: 'Feed page' })
  return member
}

async function openList() {
  const region = await screen.findByRole('region', { name: 'Notifications' })
  await userEvent.click(within(region).getByRole('button', { name: /^Notifications/ }))
  return region
}

describe('poll-ended notices', { timeout: 20_000 }, () => {
  it('waiting since her last visit: in the list with a link to the poll, cleared for good', async () => {
    const { reads } = answerNotices([endedPoll(1, 'Sandpit or swings?')])
    await renderSignedIn(new FakeLiveEvents())

    const region = await openList()
    expect(within(region).getByRole('button', { name: 'Notifications (1)' })).toBeInTheDocument()
    expect(region).toHaveTextContent('“Sandpit or swings?” takes no more votes.')
    expect(within(region).getByRole('link', { name: 'See the results' })).toHaveAttribute('href', '/post/10')

    await userEvent.click(within(region).getByRole('button', { name: 'Clear notification: Sandpit or swings?' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument())
    expect(reads).toEqual([1])
  })

  it('arriving while she is here: her live channel brings it at once, as a toast and in the list', async () => {
    const { unread } = answerNotices([])
    const live = new FakeLiveEvents()
    const member = await renderSignedIn(live)
    await waitFor(() => expect(live.followed).toContain(`users/${member.id}/notices`))

    unread.push(endedPoll(2, 'Pasta or rice?'))
    live.emit(`users/${member.id}/notices`, { kind: 'poll_ended', post_id: 20 })

    // The list is folded: the only place it shows before she opens it is the toast.
    const toastTitle = await screen.findByText('Your poll has ended', {}, { timeout: 10_000 })
    expect(toastTitle.closest('[role="status"]')).toHaveTextContent('“Pasta or rice?” takes no more votes.')
    const region = await openList()
    expect(region).toHaveTextContent('“Pasta or rice?” takes no more votes.')

    // The stream dropped and came back: asked again, still shown once.
    live.reconnect()
    await waitFor(() => expect(within(region).getAllByRole('link', { name: 'See the results' })).toHaveLength(1))
  })
})
