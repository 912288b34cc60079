import type { Post, Role } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { aiAnalysisFixture } from './testing/aiAnalysisFixture'
// Loaded up front: the route imports it lazily, which is slow on a cold run.
import './PostDetailPage'

const server = setupMswServer(
  apiHealthHandler,
  // The author's page asks for the poll's AI analysis: none, unless a test says otherwise.
  http.get(`${apiBase}/ai/analysis/:postId`, () => HttpResponse.json({ success: true, data: null })),
)

const apiError = (status: number, code: string) =>
  HttpResponse.json({ success: false, code, message: code }, { status })

async function openPost(post: Post | null, { signedIn = true, role = 'user' as Role } = {}) {
  answerSessionWith(server, signedIn ? sessionUser(role) : null)
  server.use(
    http.get(`${apiBase}/posts/:id`, () =>
      post ? HttpResponse.json({ success: true, post }) : apiError(404, 'POST_NOT_FOUND'),
    ),
  )
  const rendered = renderMemberRoute(`/post/${post?.id ?? 99}`, { withSession: true })
  if (post) await screen.findByRole('heading', { level: 1, name: post.title })
  return rendered
}

// Cold runs on a busy machine: the first render imports Mantine and the page.
describe('post detail and post card', { timeout: 20_000 }, () => {
  it('names the page after the post', async () => {
    await openPost(postFixture({ title: 'Kita?' }))
    await waitFor(() => expect(document.title).toBe('Kita? – Dilemma'))
  })

  it('asks for a confirmation, votes and then shows the results', async () => {
    let voted: unknown
    server.use(
      http.post(`${apiBase}/posts/1/vote`, async ({ request }) => {
        voted = await request.json()
        return HttpResponse.json({
          success: true,
          updatedVoteCounts: { a: 2, b: 2, c: 0, d: 0 },
          totalVotes: 4,
          status: 'active',
        })
      }),
    )
    await openPost(postFixture())
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('button', { name: 'B: Tagesmutter – vote' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your vote' })
    expect(dialog).toHaveTextContent('Vote for B: Tagesmutter?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vote' }))

    expect(await screen.findByRole('progressbar', { name: 'B: 50%, 2 votes' })).toBeInTheDocument()
    expect(voted).toEqual({ option: 'b' })
    expect(screen.getByText('Voted')).toBeInTheDocument()
    expect(screen.getByText('You have already voted. Votes cannot be changed.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: / – vote$/ })).not.toBeInTheDocument()
  })

  it('announces the results in a polite live region once the vote is counted', async () => {
    server.use(
      http.post(`${apiBase}/posts/1/vote`, () =>
        HttpResponse.json({
          success: true,
          updatedVoteCounts: { a: 3, b: 2, c: 0, d: 0 },
          totalVotes: 5,
          status: 'active',
        }),
      ),
    )
    await openPost(postFixture())
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-live', 'polite')
    expect(status).toBeEmptyDOMElement()

    await userEvent.click(screen.getByRole('button', { name: 'A: Kita um die Ecke – vote' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your vote' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vote' }))

    await waitFor(() => expect(status).toHaveTextContent('Your vote was counted. A: 60%, B: 40%.'))
    // The vote button, the dialog's trigger, is gone: focus goes to the card's voted state.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('You have already voted.'))
  })

  it('explains a refused vote in the dialog', async () => {
    server.use(http.post(`${apiBase}/posts/1/vote`, () => apiError(409, 'POLL_CLOSED')))
    await openPost(postFixture())
    await userEvent.click(screen.getByRole('button', { name: 'A: Kita um die Ecke – vote' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your vote' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vote' }))
    expect(await within(dialog).findByText('This poll is closed.')).toBeInTheDocument()
  })

  it('gives a guest the login prompt instead of the confirmation', async () => {
    await openPost(postFixture(), { signedIn: false })
    await userEvent.click(screen.getByRole('button', { name: 'A: Kita um die Ecke – vote' }))
    const prompt = await screen.findByRole('dialog', { name: 'Please log in' })
    expect(within(prompt).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
    expect(within(prompt).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
  })

  it('shows a closed poll with its results', async () => {
    await openPost(postFixture({ status: 'passive' }))
    expect(screen.getByText('Poll closed')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'A: 67%, 2 votes' })).toBeInTheDocument()
  })

  it('shows the author her deactivated poll as closed, without a vote to cast', async () => {
    await openPost(
      postFixture({ is_owner: true, status: 'inactive', total_votes: 0, vote_counts: { a: 0, b: 0, c: 0, d: 0 } }),
    )
    expect(screen.getByText('Poll closed')).toBeInTheDocument()
    expect(screen.getByText(/^This poll is closed\./)).toBeInTheDocument()
    for (const option of screen.getAllByRole('button', { name: / – vote$/ })) expect(option).toBeDisabled()
  })

  it('shows the author her held poll as awaiting review, without a vote to cast', async () => {
    await openPost(
      postFixture({ is_owner: true, status: 'held', total_votes: 0, vote_counts: { a: 0, b: 0, c: 0, d: 0 } }),
    )
    expect(screen.getByText('Awaiting review')).toBeInTheDocument()
    expect(screen.getByText('Only you can see this poll until our team has reviewed it.')).toBeInTheDocument()
    expect(screen.queryByText('Poll closed')).not.toBeInTheDocument()
    for (const option of screen.getAllByRole('button', { name: / – vote$/ })) expect(option).toBeDisabled()
  })

  it('rounds the remaining hours up', async () => {
    const deadline = new Date(Date.now() + 90 * 60 * 1000).toISOString()
    await openPost(postFixture({ vote_limit: null, time_limit: deadline }))
    expect(screen.getByText('2 hours left')).toBeInTheDocument()
  })

  it('shows a like at once, takes it back when the server fails, and says why', async () => {
    let answer: () => void = () => {}
    server.use(
      http.post(
        `${apiBase}/posts/1/like`,
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(apiError(500, 'INTERNAL_ERROR'))
          }),
      ),
    )
    await openPost(postFixture({ like_count: 4 }))
    await userEvent.click(screen.getByRole('button', { name: 'Like · 4' }))

    expect(await screen.findByRole('button', { name: 'Like · 5' })).toHaveAttribute('aria-pressed', 'true')
    answer()
    expect(await screen.findByRole('button', { name: 'Like · 4' })).toHaveAttribute('aria-pressed', 'false')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your like could not be saved. A server error occurred. Please try again later.',
    )
  })

  it('takes a refused save back with the reason, and forgets the reason on the next try', async () => {
    server.use(http.post(`${apiBase}/posts/1/save`, () => apiError(404, 'POST_NOT_FOUND'), { once: true }))
    await openPost(postFixture())
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The poll could not be saved. This poll does not exist or was deleted.',
    )
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false')

    server.use(http.post(`${apiBase}/posts/1/save`, () => HttpResponse.json({ success: true, saved: true })))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it("a suspended member's like is taken back with her suspension's end, or that it lasts until lifted", async () => {
    const suspended = (suspendedUntil: string | null) =>
      HttpResponse.json(
        { success: false, code: 'ACCOUNT_SUSPENDED', message: 'suspended', suspendedUntil },
        { status: 403 },
      )
    server.use(http.post(`${apiBase}/posts/1/like`, () => suspended('2030-01-08T12:00:00.000Z'), { once: true }))
    await openPost(postFixture({ like_count: 4 }))
    await userEvent.click(screen.getByRole('button', { name: 'Like · 4' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Your like could not be saved\. Your account is suspended until January 8, 2030 at \d{1,2}:\d\d.*: you can read, but not post, vote, like, save or report\./,
    )
    expect(screen.getByRole('button', { name: 'Like · 4' })).toHaveAttribute('aria-pressed', 'false')

    server.use(http.post(`${apiBase}/posts/1/like`, () => suspended(null)))
    await userEvent.click(screen.getByRole('button', { name: 'Like · 4' }))
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your account is suspended until a moderator lifts it: you can read, but not post, vote, like, save or report.',
      ),
    )
  })

  it('saves with the wanted state', async () => {
    let body: unknown
    server.use(
      http.post(`${apiBase}/posts/1/save`, async ({ request }) => {
        body = await request.json()
        return HttpResponse.json({ success: true, saved: true })
      }),
    )
    await openPost(postFixture())
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true')
    expect(body).toEqual({ saved: true })
  })

  it('reports with a required reason, then marks the post reported', async () => {
    let reason: unknown
    server.use(
      http.post(`${apiBase}/posts/1/report`, async ({ request }) => {
        reason = await request.json()
        return HttpResponse.json({ success: true, message: 'Report submitted' }, { status: 201 })
      }),
    )
    await openPost(postFixture())
    await userEvent.click(screen.getByRole('button', { name: 'Report' }))
    const dialog = await screen.findByRole('dialog', { name: 'Report this poll' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByText('Please give a reason.')).toBeInTheDocument()

    await userEvent.type(within(dialog).getByLabelText('Why are you reporting it?'), 'Spam')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(await within(dialog).findByText('Thank you. Our team will look at it.')).toBeInTheDocument()
    expect(reason).toEqual({ reason: 'Spam' })
    expect(screen.getByRole('button', { name: 'Reported' })).toBeDisabled()
  })

  it('lets the owner delete but not edit a poll with votes', async () => {
    server.use(http.delete(`${apiBase}/posts/1`, () => HttpResponse.json({ success: true })))
    const { router } = await openPost(postFixture({ is_owner: true, total_votes: 3 }))

    expect(screen.getByText('Your poll')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this poll?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/feed'))
  })

  it('lets the owner edit title and description while there are no votes', async () => {
    server.use(
      http.put(`${apiBase}/posts/1`, async ({ request }) => {
        const changes = (await request.json()) as Pick<Post, 'title' | 'description'>
        return HttpResponse.json({ success: true, post: postFixture({ ...changes, is_owner: true, total_votes: 0 }) })
      }),
    )
    await openPost(postFixture({ is_owner: true, total_votes: 0, vote_counts: { a: 0, b: 0, c: 0, d: 0 } }))
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit poll' })
    const title = within(dialog).getByLabelText('Question')
    await userEvent.clear(title)
    await userEvent.type(title, 'Kita oder Oma?')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Kita oder Oma?' })).toBeInTheDocument()
  })

  it('says when a post does not exist, with a way back to the feed', async () => {
    await openPost(null)
    expect(await screen.findByText('Poll not found')).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Back to the feed' })[0]).toHaveAttribute('href', '/feed')
  })
})

/** Answers `GET /ai/analysis/1` with `answer`, counts the calls and keeps the languages asked for. */
function answerAnalysisWith(answer: () => Response) {
  const calls = { count: 0, languages: [] as Array<string | null> }
  server.use(
    http.get(`${apiBase}/ai/analysis/1`, ({ request }) => {
      calls.count += 1
      calls.languages.push(new URL(request.url).searchParams.get('language'))
      return answer()
    }),
  )
  return calls
}

const ownPoll = () => postFixture({ is_owner: true })

describe('the AI opinion on the post detail page', { timeout: 20_000 }, () => {
  it('shows the author the AI analysis of her poll', async () => {
    answerAnalysisWith(() =>
      HttpResponse.json({
        success: true,
        data: aiAnalysisFixture({ selectedOption: 'a', confidence: 70, provider: 'mock' }),
      }),
    )
    await openPost(ownPoll())

    const opinion = await screen.findByRole('region', { name: 'AI opinion' })
    expect(within(opinion).getByText('The AI picks option A: Kita um die Ecke')).toBeInTheDocument()
    expect(within(opinion).getByText('Confidence: 70%')).toBeInTheDocument()
    expect(within(opinion).getByText('Eine Tagesmutter betreut kleinere Gruppen.')).toBeInTheDocument()
    expect(within(opinion).getByText('Demo analysis: no AI service was used')).toBeInTheDocument()
  })

  it('asks for the analysis in the language on screen', async () => {
    const calls = answerAnalysisWith(() => HttpResponse.json({ success: true, data: aiAnalysisFixture() }))
    await openPost(ownPoll())

    await screen.findByRole('region', { name: 'AI opinion' })
    expect(calls.languages).toEqual(['en'])
  })

  it('names the AI service that answered and leaves out a missing confidence', async () => {
    answerAnalysisWith(() =>
      HttpResponse.json({ success: true, data: aiAnalysisFixture({ confidence: null, provider: 'flash' }) }),
    )
    await openPost(ownPoll())

    const opinion = await screen.findByRole('region', { name: 'AI opinion' })
    expect(within(opinion).getByText('Analysed by Gemini Flash')).toBeInTheDocument()
    expect(within(opinion).queryByText(/Confidence/)).not.toBeInTheDocument()
  })

  it.each([
    ['has no analysis', () => HttpResponse.json({ success: true, data: null })],
    ['cannot be loaded', () => apiError(500, 'INTERNAL_ERROR')],
  ])('shows nothing, quietly, when the analysis %s', async (_, answer) => {
    const calls = answerAnalysisWith(answer)
    await openPost(ownPoll())
    await waitFor(() => expect(calls.count).toBeGreaterThan(0))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('region', { name: 'AI opinion' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('lets a Pro author ask the AI when her poll has no analysis yet, then shows its pick', async () => {
    answerAnalysisWith(() => HttpResponse.json({ success: true, data: null }))
    const analysis = aiAnalysisFixture({ selectedOption: 'a', provider: 'mock' })
    server.use(
      http.post(`${apiBase}/ai/analyze`, () => HttpResponse.json({ success: true, data: analysis, message: '' })),
    )
    await openPost(postFixture({ is_owner: true, ai_enabled: true }), { role: 'prouser' })

    const opinion = await screen.findByRole('region', { name: 'AI opinion' })
    expect(within(opinion).getByText('The AI has not analysed this poll yet.')).toBeInTheDocument()
    await userEvent.click(within(opinion).getByRole('button', { name: 'Ask the AI' }))

    expect(await within(opinion).findByText('The AI picks option A: Kita um die Ecke')).toBeInTheDocument()
    expect(within(opinion).queryByRole('button', { name: 'Ask the AI' })).not.toBeInTheDocument()
  })

  it('says why asking the AI failed and keeps the button', async () => {
    answerAnalysisWith(() => HttpResponse.json({ success: true, data: null }))
    server.use(http.post(`${apiBase}/ai/analyze`, () => apiError(503, 'AI_UNAVAILABLE')))
    await openPost(postFixture({ is_owner: true, ai_enabled: true }), { role: 'premiumuser' })

    const opinion = await screen.findByRole('region', { name: 'AI opinion' })
    await userEvent.click(within(opinion).getByRole('button', { name: 'Ask the AI' }))

    expect(await within(opinion).findByRole('alert')).toHaveTextContent('The AI service is not available right now.')
    expect(within(opinion).getByRole('button', { name: 'Ask the AI' })).toBeEnabled()
  })

  it('does not ask for the analysis of another member’s poll', async () => {
    const calls = answerAnalysisWith(() => HttpResponse.json({ success: true, data: aiAnalysisFixture() }))
    await openPost(postFixture({ is_owner: false }))
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(calls.count).toBe(0)
    expect(screen.queryByRole('region', { name: 'AI opinion' })).not.toBeInTheDocument()
  })
})
