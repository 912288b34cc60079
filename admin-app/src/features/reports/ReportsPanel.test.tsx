import type { AdminReport } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/design-system/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerCalls, answerConfirmations, failure, never } from '../../testing/apiCalls'
import { renderAdminPanel } from '../../testing/renderAdminPanel'
import { apiHealthHandler } from '../../testing/renderAdminConsole'
import { ReportsPanel } from './ReportsPanel'

const server = setupMswServer(apiHealthHandler)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

afterEach(() => {
  vi.restoreAllMocks()
})

const liveReport: AdminReport = {
  report_id: 12,
  reason: 'Spam',
  reporter_username: 'ayse',
  owner_username: 'mara',
  report_created_at: '2026-03-06T12:00:00.000Z',
  post_id: 40,
  title: 'Kita or nanny?',
  description: 'Both cost the same.',
  image_a: 'http://localhost/uploads/posts/a.webp',
  image_b: null,
  image_c: 'http://localhost/uploads/posts/c.webp',
  image_d: null,
}

const reportOfDeletedPost: AdminReport = {
  ...liveReport,
  report_id: 13,
  reason: 'Offensive',
  reporter_username: null,
  owner_username: null,
  report_created_at: '2026-03-05T12:00:00.000Z',
  post_id: null,
  title: null,
  description: null,
  image_a: null,
  image_c: null,
}

const reportsAnswer = (reports: AdminReport[]) => HttpResponse.json({ success: true, reports })
const done = () => HttpResponse.json({ success: true, message: 'Done' })

/** `GET /reports` answers `first`, then the list without the handled report. */
function answerReports(first: AdminReport[], afterwards: AdminReport[] = first) {
  return answerCalls(server, 'get', '/reports', ({ count }) => reportsAnswer(count === 1 ? first : afterwards))
}

const reportsHeading = () => screen.findByRole('heading', { level: 2, name: /^Pending reports/ })

function openReports() {
  renderAdminPanel(ReportsPanel)
  return reportsHeading()
}

/** A report's card, found by its heading (the post's title). */
const reportCard = (title: string) => screen.getByRole('article', { name: title })

/** Each term of a card's description list with its value. */
function facts(card: HTMLElement) {
  return Object.fromEntries(
    within(card)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

describe('reports tab', () => {
  it('says that the reports are loading', async () => {
    answerCalls(server, 'get', '/reports', never)
    renderAdminPanel(ReportsPanel)
    expect(await screen.findByRole('status', { name: 'Loading the reports…' })).toBeInTheDocument()
  })

  it('says when there are no pending reports', async () => {
    answerReports([])
    expect(await openReports()).toHaveTextContent('Pending reports (0)')
    expect(screen.getByText('No pending reports')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('lists each report with its facts, images and the actions that fit', async () => {
    answerReports([liveReport, reportOfDeletedPost])
    expect(await openReports()).toHaveTextContent('Pending reports (2)')
    expect(within(screen.getByRole('list', { name: 'Pending reports (2)' })).getAllByRole('listitem')).toHaveLength(2)

    const live = reportCard('Kita or nanny?')
    expect(facts(live)).toEqual({
      Reason: 'Spam',
      'Reported by': 'ayse',
      'Post owner': 'mara',
      'Reported on': expect.stringContaining('Mar 6, 2026'),
      'Post description': 'Both cost the same.',
    })
    expect(within(live).getByRole('img', { name: 'Image A of “Kita or nanny?”' })).toHaveAttribute(
      'src',
      liveReport.image_a,
    )
    expect(within(live).getByRole('img', { name: 'Image C of “Kita or nanny?”' })).toHaveAttribute(
      'src',
      liveReport.image_c,
    )
    expect(within(live).getAllByRole('img')).toHaveLength(2)
    expect(
      within(live)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Delete post: Kita or nanny?', 'Reject report: Kita or nanny?'])

    const deleted = reportCard('Deleted post')
    expect(facts(deleted)).toEqual({
      Reason: 'Offensive',
      'Reported by': 'Deleted user',
      'Post owner': 'N/A',
      'Reported on': expect.stringContaining('Mar 5, 2026'),
    })
    expect(within(deleted).queryByRole('img')).not.toBeInTheDocument()
    expect(
      within(deleted)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Clear report'])
    expect(within(deleted).getByRole('button')).toHaveAccessibleName('Clear report of a deleted post: Offensive')
  })

  it('shows the report date in the format of the language on screen', async () => {
    window.localStorage.setItem('dilemma.language', 'de')
    answerReports([liveReport])
    renderAdminPanel(ReportsPanel)
    await screen.findByRole('heading', { level: 2, name: 'Offene Meldungen (1)' })
    expect(facts(reportCard('Kita or nanny?'))['Gemeldet am']).toMatch(/^06\.03\.2026/)
  })

  describe.each([
    {
      action: 'delete post',
      report: liveReport,
      button: 'Delete post: Kita or nanny?',
      question: 'Delete the post “Kita or nanny?”? All pending reports about it will be resolved.',
      path: '/reports/:id/delete-post',
    },
    {
      action: 'reject report',
      report: liveReport,
      button: 'Reject report: Kita or nanny?',
      question: 'Reject this report about “Kita or nanny?”? The post stays online.',
      path: '/reports/:id/reject',
    },
    {
      action: 'clear report',
      report: reportOfDeletedPost,
      button: 'Clear report of a deleted post: Offensive',
      question: 'The post has already been deleted. Clear this report?',
      path: '/reports/:id/reject',
    },
  ])('$action', ({ report, button, question, path }) => {
    const otherReport = { ...liveReport, report_id: 99, title: 'Another poll' }
    const cardTitle = report.title ?? 'Deleted post'

    it('asks first, then acts on the report and reloads the list without it', async () => {
      const confirm = answerConfirmations(true)
      const listCalls = answerReports([report, otherReport], [otherReport])
      const actionCalls = answerCalls(server, 'post', path, done)
      await openReports()

      await userEvent.click(screen.getByRole('button', { name: button }))

      expect(confirm).toHaveBeenCalledWith(question)
      await waitFor(() => expect(screen.queryByRole('article', { name: cardTitle })).not.toBeInTheDocument())
      expect(actionCalls.map((call) => call.params.id)).toEqual([String(report.report_id)])
      expect(listCalls).toHaveLength(2)
      expect(await reportsHeading()).toHaveTextContent('Pending reports (1)')
      expect(reportCard('Another poll')).toBeInTheDocument()
    })

    it('does nothing when the admin does not confirm', async () => {
      const confirm = answerConfirmations(false)
      const listCalls = answerReports([report])
      const actionCalls = answerCalls(server, 'post', path, done)
      await openReports()

      await userEvent.click(screen.getByRole('button', { name: button }))

      expect(confirm).toHaveBeenCalledWith(question)
      expect(actionCalls).toHaveLength(0)
      expect(listCalls).toHaveLength(1)
      expect(reportCard(cardTitle)).toBeInTheDocument()
    })
  })

  it("shows the server's message when an action fails, and keeps the report", async () => {
    answerConfirmations(true)
    answerReports([liveReport])
    answerCalls(server, 'post', '/reports/:id/delete-post', () => failure(409, 'The post is already deleted.'))
    await openReports()

    await userEvent.click(screen.getByRole('button', { name: 'Delete post: Kita or nanny?' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The report could not be handled')
    expect(alert).toHaveTextContent('The post is already deleted.')
    expect(reportCard('Kita or nanny?')).toBeInTheDocument()

    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the translated fallback when a failed action brings no message', async () => {
    answerConfirmations(true)
    answerReports([liveReport])
    answerCalls(server, 'post', '/reports/:id/reject', () => HttpResponse.error())
    await openReports()

    await userEvent.click(screen.getByRole('button', { name: 'Reject report: Kita or nanny?' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('The action on the report failed. Please try again.')
  })

  it("replaces the tab with the server's message when loading fails, and loads again on retry", async () => {
    const calls = answerCalls(server, 'get', '/reports', ({ count }) =>
      count === 1 ? failure(403, 'Admins only.') : reportsAnswer([liveReport]),
    )
    renderAdminPanel(ReportsPanel)

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The reports are not available')
    expect(alert).toHaveTextContent('Admins only.')
    expect(screen.queryByRole('heading', { name: /^Pending reports/ })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await reportsHeading()).toHaveTextContent('Pending reports (1)')
    expect(calls).toHaveLength(2)
  })

  it('shows the translated fallback when loading fails without a message', async () => {
    answerCalls(server, 'get', '/reports', () => HttpResponse.error())
    renderAdminPanel(ReportsPanel)
    expect(await screen.findByRole('alert')).toHaveTextContent('Loading the reports failed. Please try again.')
  })
})
