import type { Role } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { emptyFeedHandlers } from '@/testing/emptyFeedHandlers'
import { postFixture } from '@/testing/postFixture'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
import { aiAnalysisFixture } from '@/features/posts/testing/aiAnalysisFixture'
import { ADD_POST_SUCCESS_CLOSE_MS } from '@/features/posts/components/AddPostModal'
// Loaded up front: the route imports it lazily, which is slow on a cold run.
import './FeedPage'

const server = setupMswServer(
  apiHealthHandler,
  ...emptyFeedHandlers,
  http.get(`${apiBase}/tags/search`, () =>
    HttpResponse.json({ tags: [{ id: 3, name: 'Kinder', category_id: 1, category_name: 'Familie', post_count: 4 }] }),
  ),
)

async function openAddPost(role: Role, { used = 0 } = {}) {
  answerSessionWith(server, sessionUser(role))
  server.use(
    http.get(`${apiBase}/posts/allowance`, () =>
      HttpResponse.json({ limit: 2, used, resetsAt: '2026-01-02T23:00:00.000Z' }),
    ),
  )
  const rendered = renderMemberRoute('/feed?compose=1', { withSession: true })
  const dialog = await screen.findByRole('dialog', { name: 'Ask a question' })
  return { ...rendered, dialog }
}

/** Pasting instead of typing key by key keeps the tests quick. */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field)
  await userEvent.paste(text)
}

async function fillRequiredFields(dialog: HTMLElement) {
  await enter(within(dialog).getByLabelText(/^Question/), 'Kita oder Tagesmutter?')
  await enter(within(dialog).getByLabelText(/^Description/), 'Unsere Tochter wird ein Jahr alt.')
  await enter(within(dialog).getByLabelText(/^Option A/), 'Kita')
  await enter(within(dialog).getByLabelText(/^Option B/), 'Tagesmutter')
}

// Cold runs on a busy machine: the first render imports Mantine and the page.
describe('add-post modal', { timeout: 30_000 }, () => {
  it('requires title, description and options A and B, and counts the characters left', async () => {
    const { dialog } = await openAddPost('user')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish poll' }))

    expect(within(dialog).getAllByText('This field is required.')).toHaveLength(2)
    expect(within(dialog).getByText('Options A and B are required.')).toBeInTheDocument()
    await enter(within(dialog).getByLabelText(/^Description/), 'Hallo')
    expect(within(dialog).getByText('995 characters left')).toBeInTheDocument()
  })

  it('accepts only an odd vote limit from 11 to 9999', async () => {
    const { dialog } = await openAddPost('user')
    await fillRequiredFields(dialog)
    const voteLimit = within(dialog).getByLabelText('Vote limit')
    expect(voteLimit).toHaveValue('11')
    await userEvent.clear(voteLimit)
    await enter(voteLimit, '12')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish poll' }))
    expect(within(dialog).getByText('Please choose an odd number from 11 to 9999.')).toBeInTheDocument()
  })

  it('shows the premium popup when a free member reaches for option C', async () => {
    const { dialog } = await openAddPost('user')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unlock with Pro: Option C' }))
    const popup = await screen.findByRole('dialog', { name: 'A Pro and Premium feature' })
    expect(within(popup).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/premium')
  })

  it('adds an existing tag with Enter and refuses a fourth one', async () => {
    server.use(
      http.post(`${apiBase}/tags`, async ({ request }) => {
        const { name } = (await request.json()) as { name: string }
        return HttpResponse.json(
          { success: true, tag: { id: 9, name, category_id: 5, category_name: 'x', post_count: 0 } },
          { status: 201 },
        )
      }),
    )
    const { dialog } = await openAddPost('prouser')
    const tags = within(dialog).getByLabelText(/^Tags/)
    await userEvent.type(tags, 'kinder')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '#Kinder' })).toBeInTheDocument())
    await userEvent.type(tags, '{Enter}')
    expect(within(dialog).getByText('#Kinder')).toBeInTheDocument()

    for (const name of ['Beruf', 'Familie', 'Urlaub']) {
      await enter(tags, name)
      await userEvent.keyboard('{Enter}')
    }
    expect(await within(dialog).findByText('A poll can have at most 3 tags.')).toBeInTheDocument()
    expect(within(dialog).queryByText('#Urlaub')).not.toBeInTheDocument()
  })

  it('creates a time-limited poll, says so and closes after 3 s', async () => {
    let sent: FormData | undefined
    server.use(
      http.post(`${apiBase}/posts`, async ({ request }) => {
        sent = await request.formData()
        return HttpResponse.json({ success: true, post: { id: 1 } }, { status: 201 })
      }),
    )
    const { dialog } = await openAddPost('user')
    await fillRequiredFields(dialog)
    await userEvent.click(within(dialog).getByText('After a time'))
    expect(within(dialog).getByLabelText('Duration in hours')).toHaveValue('24')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish poll' }))

    expect(await screen.findByText('Your poll is live')).toBeInTheDocument()
    expect(sent?.get('title')).toBe('Kita oder Tagesmutter?')
    expect(sent?.get('time_limit')).toBe('24')
    expect(sent?.has('vote_limit')).toBe(false)
    await waitFor(() => expect(screen.queryByText('Your poll is live')).not.toBeInTheDocument())
  })

  it('disables the form with a premium hint once the daily limit is used up', async () => {
    const { dialog } = await openAddPost('user', { used: 2 })
    expect(await within(dialog).findByText('Daily limit reached')).toBeInTheDocument()
    expect(within(dialog).getByRole('link', { name: 'Pro and Premium allow more polls per day.' })).toHaveAttribute(
      'href',
      '/premium',
    )
    expect(within(dialog).getByLabelText(/^Question/)).toBeDisabled()
    expect(within(dialog).getByRole('button', { name: 'Publish poll' })).toBeDisabled()
  })

  it('disables the form when the server answers POST_LIMIT_EXCEEDED', async () => {
    server.use(
      http.post(`${apiBase}/posts`, () =>
        HttpResponse.json(
          {
            success: false,
            code: 'POST_LIMIT_EXCEEDED',
            message: 'limit',
            limit: 2,
            used: 2,
            resetsAt: '2026-01-02T23:00:00.000Z',
          },
          { status: 429 },
        ),
      ),
    )
    const { dialog } = await openAddPost('user')
    await fillRequiredFields(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish poll' }))
    expect(await within(dialog).findByText('Daily limit reached')).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Publish poll' })).toBeDisabled()
  })
})

/** An answer that waits until the test releases it, so that the state in between can be seen. */
function heldAnswer() {
  let release: (response: Response) => void = () => {}
  const answer = new Promise<Response>((resolve) => {
    release = resolve
  })
  return { answer, release }
}

const analysisAnswer = () => HttpResponse.json({ success: true, data: aiAnalysisFixture({ postId: 5 }), message: 'ok' })

const aiFailure = (status: number, code: string) =>
  HttpResponse.json({ success: false, code, message: code }, { status })

/** Answers `POST /ai/analyze` with each of `answers` in turn and records the requests. */
function answerAnalyzeWith(...answers: Array<() => Response | Promise<Response>>) {
  const requests: unknown[] = []
  server.use(
    http.post(`${apiBase}/ai/analyze`, async ({ request }) => {
      requests.push(await request.json())
      return answers[requests.length - 1]!()
    }),
  )
  return requests
}

/** A Pro member publishes a poll, with or without the AI analysis; the server echoes her choice. */
async function publishAsPro({ withAi }: { withAi: boolean }) {
  let sent: FormData | undefined
  server.use(
    http.post(`${apiBase}/posts`, async ({ request }) => {
      sent = await request.formData()
      return HttpResponse.json({ success: true, post: postFixture({ id: 5, ai_enabled: withAi }) }, { status: 201 })
    }),
  )
  const { dialog } = await openAddPost('prouser')
  await fillRequiredFields(dialog)
  if (withAi) await userEvent.click(within(dialog).getByLabelText('Let the AI pick an option with its reasoning'))
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish poll' }))
  return { dialog, sent: () => sent }
}

describe('AI analysis after creating a poll', { timeout: 30_000 }, () => {
  it('does not ask the AI when the box is not ticked', async () => {
    const requests = answerAnalyzeWith(analysisAnswer)
    const { dialog, sent } = await publishAsPro({ withAi: false })

    expect(await within(dialog).findByText('Your poll is live')).toBeInTheDocument()
    expect(sent()?.has('ai_enabled')).toBe(false)
    expect(within(dialog).queryByText(/The AI/)).not.toBeInTheDocument()
    expect(requests).toEqual([])
  })

  it('shows the AI analysing the new poll, then its pick, and closes after 3 s', async () => {
    const held = heldAnswer()
    const requests = answerAnalyzeWith(() => held.answer)
    const { dialog, sent } = await publishAsPro({ withAi: true })

    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('The AI is analysing your poll…'))
    expect(sent()?.get('ai_enabled')).toBe('true')
    expect(requests).toEqual([
      {
        postId: 5,
        language: 'en',
        title: 'Kita oder Tagesmutter?',
        description: 'Unsere Tochter wird im Herbst ein Jahr alt.',
        options: { a: 'Kita um die Ecke', b: 'Tagesmutter' },
      },
    ])
    held.release(await analysisAnswer())

    expect(await within(dialog).findByText('The AI picks option B: Tagesmutter')).toBeInTheDocument()
    expect(within(dialog).getByText('Your poll is live')).toBeInTheDocument()
    expect(within(dialog).getByText('Confidence: 82%')).toBeInTheDocument()
    expect(within(dialog).getByText('Eine Tagesmutter betreut kleinere Gruppen.')).toBeInTheDocument()
    expect(within(dialog).getByRole('status')).toBeEmptyDOMElement()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask a question' })).not.toBeInTheDocument())
  })

  it('says when the AI is unavailable and tries again on request', async () => {
    const held = heldAnswer()
    const requests = answerAnalyzeWith(
      () => aiFailure(503, 'AI_UNAVAILABLE'),
      () => held.answer,
    )
    const { dialog } = await publishAsPro({ withAi: true })

    expect(await within(dialog).findByText('Your poll is live, but the AI analysis failed')).toBeInTheDocument()
    expect(
      within(dialog).getByText('The AI service is not available right now. Please try again later.'),
    ).toBeInTheDocument()
    const retry = within(dialog).getByRole('button', { name: 'Try again' })
    expect(retry).toHaveFocus()
    await userEvent.click(retry)

    expect(within(dialog).getByRole('status')).toHaveTextContent('Asking the AI again…')
    expect(within(dialog).queryByText('Your poll is live, but the AI analysis failed')).not.toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeDisabled()
    held.release(await analysisAnswer())

    expect(await within(dialog).findByText('The AI picks option B: Tagesmutter')).toBeInTheDocument()
    expect(requests).toHaveLength(2)
    expect(requests[1]).toEqual(requests[0])
  })

  it('says when the analysis failed otherwise, and waits to be closed', async () => {
    answerAnalyzeWith(() => aiFailure(500, 'INTERNAL_ERROR'))
    const { dialog } = await publishAsPro({ withAi: true })

    expect(await within(dialog).findByText('Your poll is live, but the AI analysis failed')).toBeInTheDocument()
    expect(within(dialog).getByText('Something went wrong during the analysis. Please try again.')).toBeInTheDocument()
    expect(within(dialog).queryByText(/not available/)).not.toBeInTheDocument()
    await new Promise((resolve) => setTimeout(resolve, ADD_POST_SUCCESS_CLOSE_MS + 300))
    expect(screen.getByRole('dialog', { name: 'Ask a question' })).toBeInTheDocument()

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ask a question' })).not.toBeInTheDocument())
  })
})
