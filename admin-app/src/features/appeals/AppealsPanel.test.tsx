import type { AdminAppeal, AdminAppealsPage } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { answerCalls, failure } from '../../testing/apiCalls'
import { renderAdminPanel } from '../../testing/renderAdminPanel'
import { apiHealthHandler } from '../../testing/renderAdminConsole'
import { AppealsPanel } from './AppealsPanel'

const server = setupMswServer(apiHealthHandler)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

const pending: AdminAppeal = {
  id: 4,
  status: 'pending',
  text: 'It was a real question about tea.',
  created_at: '2026-03-07T12:00:00.000Z',
  member: { id: 2, username: 'ada' },
  decision: {
    id: 40,
    kind: 'post_removed',
    reason: 'off_topic',
    note: 'Not a question',
    decided_at: '2026-03-06T12:00:00.000Z',
    decided_by: { id: 1, username: 'boss' },
    post_id: 9,
    post_title: 'Tea or coffee?',
    reversed_at: null,
  },
  answer: null,
  answered_by: null,
  answered_at: null,
}

const page = (appeals: AdminAppeal[]): AdminAppealsPage => ({
  success: true,
  appeals,
  pagination: { currentPage: 1, totalPages: 1, total: appeals.length },
})

function answerAppeals(first: AdminAppeal[], afterwards: AdminAppeal[] = first) {
  return answerCalls(server, 'get', '/admin/appeals', ({ count }) =>
    HttpResponse.json(page(count === 1 ? first : afterwards)),
  )
}

async function openTab() {
  renderAdminPanel(AppealsPanel)
  await screen.findByRole('heading', { level: 2, name: 'Appeals' })
}

describe('appeals tab', () => {
  it('shows each waiting appeal with its decision, reason, decider and her words', async () => {
    answerAppeals([pending])
    await openTab()

    const card = await screen.findByRole('listitem', { name: 'Appeal 4 by ada' })
    expect(card).toHaveTextContent('Poll removed')
    expect(card).toHaveTextContent('Tea or coffee?')
    expect(card).toHaveTextContent('Off-topic – Not a question')
    expect(card).toHaveTextContent('boss')
    expect(card).toHaveTextContent('It was a real question about tea.')
  })

  it('accepts with the answer she reads, then reloads the list', async () => {
    const listed = answerAppeals([pending], [])
    const decided = answerCalls(server, 'post', '/admin/appeals/:id/accept', () =>
      HttpResponse.json({ success: true, message: 'Appeal accepted', appealId: 4 }),
    )
    await openTab()
    await userEvent.click(await screen.findByRole('button', { name: 'Accept the appeal of ada' }))

    const dialog = await screen.findByRole('dialog', { name: 'Accept the appeal' })
    expect(within(dialog).getByRole('button', { name: 'Send the answer' })).toBeDisabled()
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your answer/ }), ' It is on topic. ')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the answer' }))

    await waitFor(() =>
      expect(decided.map((call) => [call.params.id, call.body])).toEqual([['4', { answer: 'It is on topic.' }]]),
    )
    expect(await screen.findByText('No appeals')).toBeInTheDocument()
    expect(listed.length).toBeGreaterThanOrEqual(2)
  })

  it("shows the server's translated refusal of one's own decision", async () => {
    answerAppeals([pending])
    answerCalls(server, 'post', '/admin/appeals/:id/reject', () =>
      failure(403, 'Another admin decides.', 'APPEAL_NEEDS_OTHER_ADMIN'),
    )
    await openTab()
    await userEvent.click(await screen.findByRole('button', { name: 'Reject the appeal of ada' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject the appeal' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your answer/ }), 'No')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the answer' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The appeal could not be decided')
    expect(alert).toHaveTextContent('Another admin decides the appeal of your own decision.')
  })

  it('shows the answer of a decided appeal, and no choices', async () => {
    answerAppeals([{ ...pending, status: 'rejected', answer: 'Spam it was.', answered_by: { id: 3, username: 'eve' } }])
    await openTab()
    const card = await screen.findByRole('listitem', { name: 'Appeal 4 by ada' })
    expect(card).toHaveTextContent('Answer by eve: Spam it was.')
    expect(within(card).queryByRole('button')).not.toBeInTheDocument()
  })
})
