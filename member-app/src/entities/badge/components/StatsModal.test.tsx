import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler } from '@/testing/memberPageHandlers'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { someStats } from '../testing/badgeFixtures'
import { gate } from '../testing/gate'

const server = setupMswServer(apiHealthHandler, freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler)
const member = sessionUser('user')

const apiError = (status: number, code: string) =>
  HttpResponse.json({ success: false, code, message: code }, { status })

function answerStats(...answers: Array<object | Response>) {
  return answerStatsAfter(Promise.resolve(), ...answers)
}

/** The first answer waits for `firstAnswer`. */
function answerStatsAfter(firstAnswer: Promise<void>, ...answers: Array<object | Response>) {
  const askedFor: string[] = []
  server.use(
    http.get(`${apiBase}/users/:id/stats`, async ({ params }) => {
      await firstAnswer
      const answer = answers[Math.min(askedFor.length, answers.length - 1)]!
      askedFor.push(String(params.id))
      return answer instanceof Response ? answer.clone() : HttpResponse.json(answer)
    }),
  )
  return askedFor
}

async function openStats() {
  answerSessionWith(server, member)
  renderMemberRoute('/profile?tab=account', { withSession: true })
  await screen.findByRole('heading', { name: member.username })
  await userEvent.click(screen.getByRole('button', { name: 'View stats' }))
  return screen.findByRole('dialog', { name: 'My statistics' })
}

/** The figure shown under a label of the stats list. */
const figure = (dialog: HTMLElement, label: string) => within(dialog).getByText(label).nextElementSibling?.textContent

describe('stats modal', { timeout: 15_000 }, () => {
  it('shows her figures, her most popular poll and her most used tags', async () => {
    const askedFor = answerStats({ success: true, stats: someStats })
    const dialog = await openStats()

    await within(dialog).findByText('Votes given')
    expect(askedFor).toEqual([String(member.id)])
    expect(figure(dialog, 'Current login streak (days)')).toBe('3')
    expect(figure(dialog, 'Longest login streak (days)')).toBe('12')
    expect(figure(dialog, 'Questions asked')).toBe('4')
    expect(figure(dialog, 'Total polls')).toBe('3')
    expect(figure(dialog, 'Votes received')).toBe('41')
    expect(figure(dialog, 'Likes received')).toBe('9')
    expect(figure(dialog, 'Votes given')).toBe('27')
    expect(figure(dialog, 'Likes given')).toBe('5')
    expect(figure(dialog, 'Questions saved')).toBe('2')
    expect(figure(dialog, 'Days as a member')).toBe('45')
    expect(within(dialog).getByRole('link', { name: 'Stroller or carrier?' })).toHaveAttribute('href', '/post/8')
    expect(within(dialog).getByText('30 votes · 7 likes')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'toddlers (3)' })).toHaveAttribute('href', '/feed?tag=2')
  })

  it('says when she has no popular poll and no tags yet', async () => {
    answerStats({ success: true, stats: { ...someStats, most_popular_poll: null, most_used_tags: [] } })
    const dialog = await openStats()
    expect(await within(dialog).findByText('None of your polls has votes yet.')).toBeInTheDocument()
    expect(within(dialog).getByText('You have not used any tags yet.')).toBeInTheDocument()
  })

  it('shows a loader, then "error loading" with a retry that loads them', async () => {
    const answer = gate()
    answerStatsAfter(answer.opened, apiError(500, 'INTERNAL'), { success: true, stats: someStats })
    const dialog = await openStats()

    expect(await within(dialog).findByRole('status', { name: 'Loading your statistics…' })).toBeInTheDocument()
    answer.open()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error loading the statistics.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByText('Votes given')).toBeInTheDocument()
  })

  it('says "user ID not found" for an unknown member, without a retry', async () => {
    answerStats(apiError(404, 'USER_NOT_FOUND'))
    const dialog = await openStats()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('User ID not found.')
    expect(within(dialog).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument()
  })

  it('says "no stats found" when the answer carries none', async () => {
    answerStats({ success: true, stats: null })
    const dialog = await openStats()
    expect(await within(dialog).findByText('No statistics found.')).toBeInTheDocument()
  })
})
