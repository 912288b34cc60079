import type { MemberNotice, NoticeDecision } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { SessionProvider } from '@dilemma/app-runtime'
import { answerSessionWith, apiBase, apiHealthHandler, renderInMemberProviders } from '@/testing/renderMemberApp'
import { MemberNotices } from './MemberNotices'

const server = setupMswServer(apiHealthHandler)

const removedPoll: MemberNotice = {
  id: 5,
  kind: 'post_removed_after_report',
  post_id: null,
  post_title: 'Kita or nanny?',
  created_at: '2026-03-06T12:00:00.000Z',
  decision: null,
  details: null,
}

/** A decision of a moderator, as the server sends it with her notice. */
function decided(decision: Partial<NoticeDecision>, notice: Partial<MemberNotice> = {}): MemberNotice {
  return {
    ...removedPoll,
    id: 7,
    kind: 'moderation_decision',
    post_title: 'Tea or coffee?',
    ...notice,
    decision: {
      id: 3,
      kind: 'post_passive',
      reason: 'off_topic',
      note: null,
      decided_at: '2026-03-06T12:00:00.000Z',
      ends_at: null,
      appeal_until: '2026-03-20T12:00:00.000Z',
      can_appeal: true,
      appeal: null,
      ...decision,
    },
  }
}

/** `GET /users/notices` answers `first`, then `afterwards`; `POST …/read` is recorded. */
function answerNotices(first: MemberNotice[], afterwards: MemberNotice[] = []) {
  const reads: string[] = []
  let asked = 0
  server.use(
    http.get(`${apiBase}/users/notices`, () => {
      asked += 1
      return HttpResponse.json({ success: true, notices: asked === 1 ? first : afterwards })
    }),
    http.post(`${apiBase}/users/notices/:id/read`, ({ params }) => {
      reads.push(String(params.id))
      return HttpResponse.json({ success: true, message: 'Notice read' })
    }),
  )
  return reads
}

/** The notices as the app mounts them: inside the session of the signed-in member (or guest). */
const openPage = () =>
  renderInMemberProviders(
    <SessionProvider>
      <MemberNotices />
      <h1>Feed</h1>
    </SessionProvider>,
  )

describe('member notices', () => {
  it('a renewal paid: the receipt notice names the plan, the amount and the period', async () => {
    answerSessionWith(server, sessionUser('prouser'))
    answerNotices([
      {
        ...removedPoll,
        kind: 'renewal_paid',
        post_title: null,
        details: {
          plan: 'Pro',
          amount: '4.99',
          currency: 'EUR',
          period_start: '2027-01-02T10:00:00.000Z',
          period_end: '2027-02-02T10:00:00.000Z',
        },
      },
    ])
    openPage()

    const notice = within(await screen.findByRole('region', { name: 'Notices' })).getByRole('status')
    expect(notice).toHaveTextContent('Payment received: Dilemma Pro')
    expect(notice).toHaveTextContent('We received €4.99, for January 2, 2027 to February 2, 2027.')
  })

  it('tells the author, above the page, that her reported poll was removed; dismissing marks it read', async () => {
    answerSessionWith(server, sessionUser('user'))
    const reads = answerNotices([removedPoll])
    openPage()

    const notices = await screen.findByRole('region', { name: 'Notices' })
    const notice = within(notices).getByRole('status')
    expect(notice).toHaveTextContent('Your poll was removed')
    expect(notice).toHaveTextContent('After a report, our team removed your poll “Kita or nanny?”')

    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss notice' }))

    await waitFor(() => expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument())
    expect(reads).toEqual(['5'])
  })

  it('leaves a poll-ended notice to the shell’s notification list', async () => {
    answerSessionWith(server, sessionUser('user'))
    const ended: MemberNotice = { ...removedPoll, id: 6, kind: 'poll_ended', post_id: 12, post_title: 'Tea or coffee?' }
    answerNotices([ended, removedPoll])
    openPage()

    const notices = await screen.findByRole('region', { name: 'Notices' })
    expect(within(notices).getAllByRole('status')).toHaveLength(1)
    expect(notices).not.toHaveTextContent('Tea or coffee?')
  })

  it('tells her when her held poll was approved and is public', async () => {
    answerSessionWith(server, sessionUser('user'))
    answerNotices([{ ...removedPoll, id: 8, kind: 'held_approved', post_id: 12, post_title: 'Tea or coffee?' }])
    openPage()
    const notice = within(await screen.findByRole('region', { name: 'Notices' })).getByRole('status')
    expect(notice).toHaveTextContent('Your poll is published')
    expect(notice).toHaveTextContent('Our team reviewed your poll “Tea or coffee?”: everyone can see it and vote now.')
  })

  it('says why her held poll was not published, and that she may appeal', async () => {
    answerSessionWith(server, sessionUser('user'))
    answerNotices([decided({ kind: 'held_rejected', reason: 'spam', note: 'Ads' })])
    openPage()
    const notice = within(await screen.findByRole('region', { name: 'Notices' })).getByRole('status')
    expect(notice).toHaveTextContent('Your poll was not published')
    expect(notice).toHaveTextContent('Reason: spam')
    expect(within(notice).getByRole('button', { name: 'Appeal this decision' })).toBeInTheDocument()
  })

  it('says what a moderator decided, why, when, and until when she may appeal', async () => {
    answerSessionWith(server, sessionUser('user'))
    answerNotices([
      decided({ note: 'Not a question' }),
      decided({ id: 4, kind: 'suspension', reason: 'harassment', ends_at: '2026-03-13T12:00:00.000Z' }, { id: 8 }),
      decided({ id: 5, kind: 'suspension', reason: 'spam', can_appeal: false }, { id: 9 }),
    ])
    openPage()

    const [closed, suspended, forGood] = within(await screen.findByRole('region', { name: 'Notices' })).getAllByRole(
      'status',
    )
    expect(closed).toHaveTextContent('Your poll was closed')
    expect(closed).toHaveTextContent('Our team closed your poll “Tea or coffee?”')
    expect(closed).toHaveTextContent('Reason: off-topic')
    expect(closed).toHaveTextContent('“Not a question”')
    expect(closed).toHaveTextContent(/Decided on March 6, 2026 at .*\. You can appeal until March 20, 2026 at /)
    expect(suspended).toHaveTextContent('Your account is suspended')
    expect(suspended).toHaveTextContent(/Until March 13, 2026 at .* you can read, but not post/)
    expect(suspended).toHaveTextContent('Reason: harassment')
    expect(forGood).toHaveTextContent('Until a moderator lifts it you can read')
    expect(forGood).not.toHaveTextContent('You can appeal')
  })

  it('she appeals from the notice in at most 2,000 characters, once; then reads that it waits, and the answer', async () => {
    answerSessionWith(server, sessionUser('user'))
    const appealed = decided({ can_appeal: false, appeal: { status: 'pending', answer: null, decided_at: null } })
    const answered: MemberNotice = {
      ...decided({
        can_appeal: false,
        appeal: { status: 'accepted', answer: 'It is on topic.', decided_at: '2026-03-08T12:00:00.000Z' },
      }),
      id: 8,
      kind: 'appeal_decided',
    }
    answerNotices([decided({})], [appealed, answered])
    const sent: unknown[] = []
    server.use(
      http.post(`${apiBase}/users/decisions/:id/appeal`, async ({ request, params }) => {
        sent.push([params.id, await request.json()])
        return HttpResponse.json({ success: true, message: 'Appeal received', appealId: 1 }, { status: 201 })
      }),
    )
    openPage()

    await userEvent.click(await screen.findByRole('button', { name: 'Appeal this decision' }))
    const box = screen.getByRole('textbox', { name: /Why should we decide otherwise\?/ })
    expect(box).toHaveAttribute('maxlength', '2000')
    expect(screen.getByRole('button', { name: 'Send the appeal' })).toBeDisabled()
    await userEvent.type(box, ' It was a real question. ')
    expect(screen.getByText('At most 2000 characters, 1975 left. You can appeal once.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Send the appeal' }))

    await waitFor(() => expect(sent).toEqual([['3', { text: 'It was a real question.' }]]))
    expect(await screen.findByText(/^You appealed: another member of our team/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Appeal this decision' })).not.toBeInTheDocument()
    const accepted = screen.getAllByRole('status').at(-1)!
    expect(accepted).toHaveTextContent('Your appeal was accepted')
    expect(accepted).toHaveTextContent('Our answer: It is on topic.')
  })

  it('says why an appeal was refused', async () => {
    answerSessionWith(server, sessionUser('user'))
    answerNotices([decided({})])
    server.use(
      http.post(`${apiBase}/users/decisions/:id/appeal`, () =>
        HttpResponse.json({ success: false, code: 'APPEAL_WINDOW_CLOSED', message: 'late' }, { status: 409 }),
      ),
    )
    openPage()
    await userEvent.click(await screen.findByRole('button', { name: 'Appeal this decision' }))
    await userEvent.type(screen.getByRole('textbox', { name: /Why should we decide otherwise\?/ }), 'Please')
    await userEvent.click(screen.getByRole('button', { name: 'Send the appeal' }))
    expect(await screen.findByText('The 14 days to appeal this decision have passed.')).toBeInTheDocument()
  })

  it('shows nothing to a guest and asks for no notices', async () => {
    answerSessionWith(server, null)
    const reads = answerNotices([removedPoll])
    let asked = false
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/users/notices')) asked = true
    })
    openPage()

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Notices' })).not.toBeInTheDocument()
    expect(asked).toBe(false)
    expect(reads).toEqual([])
    server.events.removeAllListeners()
  })
})
