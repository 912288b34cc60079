import type { HeldPost } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { answerCalls, answerConfirmations, failure } from '../../../testing/apiCalls'
import { renderAdminPanel } from '../../../testing/renderAdminPanel'
import { apiHealthHandler } from '../../../testing/renderAdminConsole'
import { giveReason } from '../../../testing/reasonDialog'
import { HeldPostsSection } from './HeldPostsSection'

const server = setupMswServer(apiHealthHandler)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

afterEach(() => {
  vi.restoreAllMocks()
})

const held: HeldPost = {
  id: 31,
  title: 'Kredit for a pram?',
  description: 'Or save first?',
  options: ['Kredit', 'Save'],
  tags: ['money'],
  author: { id: 2, username: 'ada' },
  word: 'kredit*',
  field: 'option_a',
  held_at: '2026-03-06T12:00:00.000Z',
}

function answerHeld(first: HeldPost[], afterwards: HeldPost[] = first) {
  return answerCalls(server, 'get', '/admin/held-posts', ({ count }) =>
    HttpResponse.json({ success: true, posts: count === 1 ? first : afterwards }),
  )
}

async function openList() {
  renderAdminPanel(HeldPostsSection)
  return screen.findByRole('heading', { level: 2, name: /^Held for review/ })
}

describe('reports tab: the Held list', () => {
  it('shows each held poll with its author, texts and the word and field that hold it', async () => {
    answerHeld([held])
    expect(await openList()).toHaveTextContent('Held for review (1)')
    const card = screen.getByRole('article', { name: 'Kredit for a pram?' })
    expect(within(card).getByText('“kredit*” in the option A')).toBeInTheDocument()
    expect(within(card).getByText(/^by ada, held since Mar 6, 2026/)).toBeInTheDocument()
    expect(
      within(within(card).getByRole('list', { name: 'Options of “Kredit for a pram?”' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kredit', 'Save'])
  })

  it('approves after a confirmation; a declined question sends nothing', async () => {
    answerHeld([held], [])
    const approved = answerCalls(server, 'post', '/admin/held-posts/:id/approve', () =>
      HttpResponse.json({ success: true, message: 'Poll approved' }),
    )
    await openList()
    answerConfirmations(false)
    await userEvent.click(screen.getByRole('button', { name: 'Approve: Kredit for a pram?' }))
    expect(approved).toHaveLength(0)
    answerConfirmations(true)
    await userEvent.click(screen.getByRole('button', { name: 'Approve: Kredit for a pram?' }))
    await waitFor(() => expect(approved.map((call) => call.params.id)).toEqual(['31']))
    expect(await screen.findByText('No polls await review')).toBeInTheDocument()
  })

  it('rejects with the reason she is told; a failure shows the server’s words', async () => {
    answerHeld([held])
    const rejected = answerCalls(server, 'post', '/admin/held-posts/:id/reject', ({ count }) =>
      count === 1
        ? failure(404, 'This poll is not awaiting review.', 'HELD_POST_NOT_FOUND')
        : HttpResponse.json({ success: true, message: 'Poll rejected' }),
    )
    await openList()
    await userEvent.click(screen.getByRole('button', { name: 'Reject: Kredit for a pram?' }))
    await giveReason('Spam', 'Ads')
    await waitFor(() => expect(rejected.map((call) => call.body)).toEqual([{ reason: 'spam', note: 'Ads' }]))
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('This poll is not awaiting review.')).toBeInTheDocument()
  })

  it('says when none await review', async () => {
    answerHeld([])
    expect(await openList()).toHaveTextContent('Held for review (0)')
    expect(screen.getByText('No polls await review')).toBeInTheDocument()
  })
})
