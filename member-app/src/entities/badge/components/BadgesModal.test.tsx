import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler } from '@/testing/memberPageHandlers'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { newMemberBadges } from '../testing/badgeFixtures'
import { gate } from '../testing/gate'

const server = setupMswServer(apiHealthHandler, freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler)

function answerBadges(...answers: Array<object | Response>) {
  return answerBadgesAfter(Promise.resolve(), ...answers)
}

/** The first answer waits for `firstAnswer`. */
function answerBadgesAfter(firstAnswer: Promise<void>, ...answers: Array<object | Response>) {
  let asked = 0
  server.use(
    http.get(`${apiBase}/users/badges`, async () => {
      await firstAnswer
      const answer = answers[Math.min(asked, answers.length - 1)]!
      asked += 1
      return answer instanceof Response ? answer.clone() : HttpResponse.json(answer)
    }),
  )
}

async function openBadges() {
  const member = sessionUser('user')
  answerSessionWith(server, member)
  renderMemberRoute('/profile?tab=account', { withSession: true })
  await screen.findByRole('heading', { name: member.username })
  await userEvent.click(screen.getByRole('button', { name: 'My badges' }))
  return screen.findByRole('dialog', { name: 'My badges' })
}

describe('badges modal', { timeout: 15_000 }, () => {
  it('groups the badges by category, earned in colour, locked with the locked art and their threshold', async () => {
    answerBadges(newMemberBadges)
    const dialog = await openBadges()

    expect(await within(dialog).findByText('1 of 4 badges earned')).toBeInTheDocument()
    const categories = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(categories).toEqual(['Activity', 'Participation', 'Other'])

    const participation = within(dialog).getByRole('region', { name: 'Participation' })
    const earned = within(participation).getByRole('button', { name: 'First vote, Earned on May 1, 2025' })
    expect(earned).toHaveTextContent('Earned on May 1, 2025')
    expect(earned.querySelector('svg')).not.toHaveAttribute('data-locked')
    const locked = within(participation).getByRole('button', { name: '50 votes, Unlocks at 50, locked' })
    expect(locked).toHaveTextContent('Unlocks at 50')
    expect(locked.querySelector('svg')).toHaveAttribute('data-locked', 'true')
    // Tiers lowest first.
    const tiles = within(participation).getAllByRole('button')
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'First vote, Earned on May 1, 2025',
      '50 votes, Unlocks at 50, locked',
    ])
  })

  it('shows the progress towards the next tier of each type', async () => {
    answerBadges({
      ...newMemberBadges,
      families: [{ ...newMemberBadges.families[0]!, current: 25, previous_threshold: 0 }],
    })
    const dialog = await openBadges()

    const bar = await within(dialog).findByRole('progressbar', { name: 'Votes given: progress towards 50 votes' })
    expect(bar).toHaveAttribute('aria-valuenow', '50')
    expect(within(dialog).getByText('25 of 50 towards 50 votes')).toBeInTheDocument()
  })

  it('enlarges a badge with its name and description, and goes back to the same tile', async () => {
    answerBadges(newMemberBadges)
    const dialog = await openBadges()
    await userEvent.click(await within(dialog).findByRole('button', { name: 'First vote, Earned on May 1, 2025' }))

    expect(within(dialog).getByRole('img', { name: 'First vote' })).toHaveAttribute('width', '200')
    expect(within(dialog).getByRole('heading', { name: 'First vote' })).toBeInTheDocument()
    expect(within(dialog).getByText('You cast your first vote.')).toBeInTheDocument()
    const back = within(dialog).getByRole('button', { name: 'Back to all badges' })
    expect(back).toHaveFocus()

    await userEvent.click(back)
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'First vote, Earned on May 1, 2025' })).toHaveFocus(),
    )
  })

  it('says what a locked badge needs when enlarged', async () => {
    answerBadges(newMemberBadges)
    const dialog = await openBadges()
    await userEvent.click(await within(dialog).findByRole('button', { name: /^First visit, Unlocks at 1, locked$/ }))

    expect(within(dialog).getByRole('img', { name: 'Locked badge' })).toBeInTheDocument()
    expect(within(dialog).getByText('Not earned yet: reach 1 to unlock it.')).toBeInTheDocument()
  })

  it('shows a loader, then an error with a retry that loads them', async () => {
    const answer = gate()
    answerBadgesAfter(
      answer.opened,
      HttpResponse.json({ success: false, code: 'INTERNAL', message: 'boom' }, { status: 500 }),
      newMemberBadges,
    )
    const dialog = await openBadges()

    expect(await within(dialog).findByRole('status', { name: 'Loading your badges…' })).toBeInTheDocument()
    answer.open()
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your badges could not be loaded.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByRole('button', { name: 'First vote, Earned on May 1, 2025' })).toBeInTheDocument()
  })

  it('says so when there are no badges at all', async () => {
    answerBadges({ success: true, badges: [], families: [] })
    const dialog = await openBadges()
    expect(await within(dialog).findByText('There are no badges yet.')).toBeInTheDocument()
  })
})
