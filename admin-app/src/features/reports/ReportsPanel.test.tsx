import type { AdminReport, ReportGroup, ReportGroupsResponse } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerCalls, answerConfirmations, failure, never } from '../../testing/apiCalls'
import { renderAdminPanel } from '../../testing/renderAdminPanel'
import { apiHealthHandler, noHeldPostsHandler } from '../../testing/renderAdminConsole'
import { ReportsPanel } from './ReportsPanel'
import { cancelReason, giveReason } from '../../testing/reasonDialog'

const server = setupMswServer(apiHealthHandler, noHeldPostsHandler)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

afterEach(() => {
  vi.restoreAllMocks()
})

const report = (id: number, reason: string, reporter: string | null, date: string | null): AdminReport => ({
  report_id: id,
  reason,
  reporter_username: reporter,
  watched_word: null,
  owner_username: 'mara',
  report_created_at: date,
  post_id: 40,
  title: 'Kita or nanny?',
  description: 'Both cost the same.',
  image_a: 'http://localhost/uploads/posts/a.webp',
  image_b: null,
  image_c: null,
  image_d: null,
})

const liveGroup: ReportGroup = {
  post_id: 40,
  report_count: 2,
  latest_report_at: '2026-03-06T12:00:00.000Z',
  post: {
    id: 40,
    title: 'Kita or nanny?',
    description: 'Both cost the same.',
    status: 'active',
    owner: { id: 7, username: 'mara' },
    options: [
      { letter: 'A', text: 'Kita', image_url: 'http://localhost/uploads/posts/a.webp' },
      { letter: 'B', text: 'Nanny', image_url: null },
    ],
  },
  reports: [
    report(12, 'Spam', 'ayse', '2026-03-06T12:00:00.000Z'),
    report(11, 'Rude', null, '2026-03-05T12:00:00.000Z'),
  ],
}

const deletedGroup: ReportGroup = {
  post_id: 41,
  report_count: 1,
  latest_report_at: '2026-03-04T12:00:00.000Z',
  post: null,
  reports: [{ ...report(13, 'Offensive', 'lena', '2026-03-04T12:00:00.000Z'), post_id: 41, title: null }],
}

const purgedGroup: ReportGroup = {
  ...deletedGroup,
  post_id: null,
  reports: [{ ...deletedGroup.reports[0]!, report_id: 14, reason: 'Fake', post_id: null }],
}

const groupsAnswer = (groups: ReportGroup[]) => HttpResponse.json<ReportGroupsResponse>({ success: true, groups })
const done = () => HttpResponse.json({ success: true, message: 'Done', postDeleted: false, decidedReportIds: [] })

/** `GET /reports/grouped` answers `first`, then `afterwards`. */
function answerGroups(first: ReportGroup[], afterwards: ReportGroup[] = first) {
  return answerCalls(server, 'get', '/reports/grouped', ({ count }) => groupsAnswer(count === 1 ? first : afterwards))
}

const queueHeading = () => screen.findByRole('heading', { level: 2, name: /^Reports \(/ })

function openQueue() {
  renderAdminPanel(ReportsPanel)
  return queueHeading()
}

const card = (title: string) => screen.getByRole('article', { name: title })

describe('reports tab: the review queue', () => {
  it('says that the reports are loading', async () => {
    const listCalls = answerCalls(server, 'get', '/reports/grouped', never)
    renderAdminPanel(ReportsPanel)
    expect(await screen.findByRole('status', { name: 'Loading the reports…' })).toBeInTheDocument()
    // Its request has reached the server before the test ends: one sent later would meet the next
    // test's handlers (or none) and be counted there as unhandled.
    await waitFor(() => expect(listCalls).toHaveLength(1))
  })

  it('says when there are no pending reports', async () => {
    answerGroups([])
    expect(await openQueue()).toHaveTextContent('Reports (0)')
    expect(screen.getByText('No pending reports')).toBeInTheDocument()
  })

  it('names the system as the reporter of a watched word, with the word and the field', async () => {
    const flagged: ReportGroup = {
      ...liveGroup,
      report_count: 1,
      reports: [
        {
          ...report(15, 'Watched word “kredit*” in tags.1', null, '2026-03-06T12:00:00.000Z'),
          watched_word: { word: 'kredit*', field: 'tags.1' },
        },
      ],
    }
    answerGroups([flagged])
    await openQueue()
    const entries = within(card('Kita or nanny?')).getByRole('list', { name: 'Reports about “Kita or nanny?”' })
    expect(within(entries).getByRole('listitem').textContent).toMatch(
      /^Watched word “kredit\*” in the tag 2by System on Mar 6, 2026/,
    )
  })

  it('shows one card per post with the count, every reason and reporter, the options, images and links', async () => {
    answerGroups([liveGroup, deletedGroup])
    // The count is of reports (2 + 1), not of posts; a deleted post's owner is N/A.
    expect(await openQueue()).toHaveTextContent('Reports (3)')
    expect(within(card('Deleted post')).getByText('Owner: N/A')).toBeInTheDocument()

    const live = card('Kita or nanny?')
    expect(within(live).getByText('2 reports')).toBeInTheDocument()
    const entries = within(live).getByRole('list', { name: 'Reports about “Kita or nanny?”' })
    expect(
      within(entries)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Spamby ayse on Mar 6, 2026/),
      expect.stringMatching(/^Rudeby Deleted user on Mar 5, 2026/),
    ])
    const options = within(live).getByRole('list', { name: 'Options of “Kita or nanny?”' })
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['A: Kita', 'B: Nanny'])
    expect(within(options).getByRole('img', { name: 'Image A of “Kita or nanny?”' })).toHaveAttribute(
      'src',
      'http://localhost/uploads/posts/a.webp',
    )
    expect(within(live).getByRole('link', { name: 'Open the poll “Kita or nanny?”' })).toHaveAttribute(
      'href',
      '/post/40',
    )
    expect(within(live).getByRole('link', { name: 'Profile of mara' })).toHaveAttribute('href', '/user/7')
    expect(
      within(live)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Reject the report “Spam”',
      'Reject the report “Rude”',
      'Delete post: Kita or nanny?',
      'Reject all reports: Kita or nanny?',
    ])

    const deleted = card('Deleted post')
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument()
    expect(
      within(deleted)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Clear reports'])
  })

  it.each([
    {
      action: 'delete post',
      button: 'Delete post: Kita or nanny?',
      question:
        'Delete the post “Kita or nanny?”? All 2 pending reports about it will be resolved, and the author will be notified.',
      path: '/reports/posts/:postId/delete-post',
      reason: { reason: 'spam' },
    },
    {
      action: 'reject all',
      button: 'Reject all reports: Kita or nanny?',
      question: 'Reject all 2 reports about “Kita or nanny?”? The post stays online.',
      path: '/reports/posts/:postId/reject',
      reason: undefined,
    },
  ])(
    '$action: one decision for the whole post, then the queue reloads without it',
    async ({ button, question, path, reason }) => {
      const confirm = answerConfirmations(true)
      const listCalls = answerGroups([liveGroup, deletedGroup], [deletedGroup])
      const decisions = answerCalls(server, 'post', path, done)
      await openQueue()

      await userEvent.click(screen.getByRole('button', { name: button }))

      if (reason) {
        // Deleting her post restricts the author: the reason she is told, in a dialog, not a yes.
        expect(await giveReason()).toHaveTextContent(question)
        expect(confirm).not.toHaveBeenCalled()
        await waitFor(() => expect(decisions.map((call) => call.body)).toEqual([reason]))
      } else expect(confirm).toHaveBeenCalledWith(question)
      await waitFor(() => expect(screen.queryByRole('article', { name: 'Kita or nanny?' })).not.toBeInTheDocument())
      expect(decisions.map((call) => call.params.postId)).toEqual(['40'])
      expect(listCalls).toHaveLength(2)
      expect(await queueHeading()).toHaveTextContent('Reports (1)')
    },
  )

  it('shows a dash for a report the server sends without a date', async () => {
    answerGroups([{ ...deletedGroup, latest_report_at: null, reports: [report(15, 'Spam', 'lena', null)] }])
    await openQueue()
    const entries = within(card('Deleted post')).getByRole('list', { name: /^Reports about/ })
    expect(within(entries).getByRole('listitem')).toHaveTextContent(/^Spamby lena on –$/)
  })

  it('rejects one report of a post alone, after a confirmation; the post and the other report stay', async () => {
    const confirm = answerConfirmations(true)
    const afterwards = { ...liveGroup, report_count: 1, reports: liveGroup.reports.slice(1) }
    const listCalls = answerGroups([liveGroup], [afterwards])
    const rejected = answerCalls(server, 'post', '/reports/:id/reject', done)
    await openQueue()

    await userEvent.click(screen.getByRole('button', { name: 'Reject the report “Spam”' }))

    expect(confirm).toHaveBeenCalledWith('Reject only this report (“Spam”)? The post and its other reports stay.')
    await waitFor(() => expect(listCalls).toHaveLength(2))
    expect(rejected.map((call) => call.params.id)).toEqual(['12'])
    expect(await queueHeading()).toHaveTextContent('Reports (1)')
    expect(within(card('Kita or nanny?')).queryByRole('button', { name: /^Reject the report/ })).not.toBeInTheDocument()
  })

  it("clears a deleted post's group through its post, and a purged post's report on its own", async () => {
    answerConfirmations(true)
    answerGroups([deletedGroup, purgedGroup], [purgedGroup])
    const groupCalls = answerCalls(server, 'post', '/reports/posts/:postId/reject', done)
    const reportCalls = answerCalls(server, 'post', '/reports/:id/reject', done)
    await openQueue()

    await userEvent.click(screen.getByRole('button', { name: 'Clear the reports of a deleted post: Offensive' }))
    await waitFor(() => expect(groupCalls).toHaveLength(1))
    await userEvent.click(await screen.findByRole('button', { name: 'Clear the reports of a deleted post: Fake' }))

    await waitFor(() => expect(reportCalls.map((call) => call.params.id)).toEqual(['14']))
    expect(groupCalls[0]?.params.postId).toBe('41')
  })

  it('does nothing when the admin does not confirm', async () => {
    answerConfirmations(false)
    const listCalls = answerGroups([liveGroup])
    const decisions = answerCalls(server, 'post', '/reports/posts/:postId/delete-post', done)
    const rejections = answerCalls(server, 'post', '/reports/posts/:postId/reject', done)
    await openQueue()

    await userEvent.click(screen.getByRole('button', { name: 'Delete post: Kita or nanny?' }))
    await cancelReason()
    await userEvent.click(screen.getByRole('button', { name: 'Reject all reports: Kita or nanny?' }))

    expect(decisions).toHaveLength(0)
    expect(rejections).toHaveLength(0)
    expect(listCalls).toHaveLength(1)
  })

  it("after a failed decision shows the server's message and reloads the card instead of leaving it stale", async () => {
    answerConfirmations(true)
    // Meanwhile another admin purged the post: the queue now holds its reports as a deleted post's.
    const listCalls = answerGroups([liveGroup], [{ ...deletedGroup, post_id: null }])
    answerCalls(server, 'post', '/reports/posts/:postId/delete-post', () =>
      failure(404, 'This report does not exist.', 'REPORT_NOT_FOUND'),
    )
    await openQueue()

    await userEvent.click(screen.getByRole('button', { name: 'Delete post: Kita or nanny?' }))
    await giveReason()

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The report could not be handled')
    expect(alert).toHaveTextContent('This report does not exist.')
    expect(await screen.findByRole('article', { name: 'Deleted post' })).toBeInTheDocument()
    expect(screen.queryByRole('article', { name: 'Kita or nanny?' })).not.toBeInTheDocument()
    expect(listCalls).toHaveLength(2)
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the translated fallback when a failed decision brings no message', async () => {
    answerConfirmations(true)
    answerGroups([liveGroup])
    answerCalls(server, 'post', '/reports/posts/:postId/reject', () => HttpResponse.error())
    await openQueue()

    await userEvent.click(screen.getByRole('button', { name: 'Reject all reports: Kita or nanny?' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('The action on the report failed. Please try again.')
  })

  it("replaces the tab with the server's message when loading fails, and loads again on retry", async () => {
    const calls = answerCalls(server, 'get', '/reports/grouped', ({ count }) =>
      count === 1 ? failure(403, 'Admins only.') : groupsAnswer([liveGroup]),
    )
    renderAdminPanel(ReportsPanel)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Admins only.')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await queueHeading()).toHaveTextContent('Reports (2)')
    expect(calls).toHaveLength(2)
  })
})
