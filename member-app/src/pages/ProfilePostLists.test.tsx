import type { PostPage } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler } from '@/testing/memberPageHandlers'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
// Loaded up front: the route imports it lazily, which is slow on a cold run.
import './ProfilePage'

const server = setupMswServer(apiHealthHandler, freePlanStatusHandler, noDataExportHandler, noticePreferencesHandler)
const member = sessionUser('user')

type ListPath = 'user' | 'saved' | 'voted'

/** Answers `GET /posts/<list>/7` from `pages` by page number and records the pages asked for. */
function answerListWith(list: ListPath, pages: Record<number, PostPage>) {
  const asked: number[] = []
  server.use(
    http.get(`${apiBase}/posts/${list}/${member.id}`, ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'))
      asked.push(page)
      return HttpResponse.json(pages[page] ?? { posts: [], total: 0 })
    }),
  )
  return asked
}

const titled = (id: number, overrides: Parameters<typeof postFixture>[0] = {}) =>
  postFixture({ id, title: `Question ${id}`, ...overrides })

async function openProfile(search = '') {
  answerSessionWith(server, member)
  const rendered = renderMemberRoute(`/profile${search}`, { withSession: true })
  await screen.findByRole('heading', { name: member.username })
  return rendered
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article') as HTMLElement

// Cold runs on a busy machine: the first render imports Mantine and the page.
describe('profile: my polls', { timeout: 20_000 }, () => {
  it('opens first and shows her polls, with results once they have votes', async () => {
    const asked = answerListWith('user', {
      1: {
        posts: [
          titled(1, { is_owner: true, user_id: member.id }),
          titled(2, { is_owner: true, user_id: member.id, total_votes: 0, vote_counts: { a: 0, b: 0, c: 0, d: 0 } }),
        ],
        total: 2,
      },
    })
    await openProfile()

    expect(screen.getByRole('tab', { name: 'My polls' })).toHaveAttribute('aria-selected', 'true')
    await screen.findByRole('heading', { name: 'Question 1' })
    expect(within(card('Question 1')).getByRole('progressbar', { name: 'A: 67%, 2 votes' })).toBeInTheDocument()
    expect(within(card('Question 1')).getByRole('button', { name: 'Edit' })).toBeDisabled()
    expect(within(card('Question 2')).queryByRole('progressbar')).not.toBeInTheDocument()
    expect(within(card('Question 2')).getByRole('button', { name: 'Edit' })).toBeEnabled()
    expect(screen.getByText('No more polls. You have seen them all!')).toBeInTheDocument()
    expect(asked).toEqual([1])
  })

  it('offers to create the first poll in the add-post modal', async () => {
    answerListWith('user', {})
    server.use(
      http.get(`${apiBase}/posts/allowance`, () =>
        HttpResponse.json({ limit: 2, used: 0, resetsAt: '2026-01-02T23:00:00.000Z' }),
      ),
    )
    const { router } = await openProfile()

    expect(await screen.findByText('You have not asked a question yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Create your first poll' }))
    const dialog = await screen.findByRole('dialog', { name: 'Ask a question' })
    expect(within(dialog).getByRole('button', { name: 'Publish poll' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
    expect(router.state.location.search).toContain('compose=1')
  })
})

describe('profile: saved polls', { timeout: 20_000 }, () => {
  it('loads more without duplicates, then says there are no more', async () => {
    const asked = answerListWith('saved', {
      1: { posts: [titled(1, { saved: true }), titled(2, { saved: true })], total: 3 },
      2: { posts: [titled(2, { saved: true }), titled(3, { saved: true })], total: 3 },
    })
    await openProfile('?tab=saved')

    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument()
    expect(screen.queryByText('No more polls. You have seen them all!')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))

    expect(await screen.findByRole('heading', { name: 'Question 3' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { name: 'Question 2' })).toHaveLength(1)
    expect(screen.getByText('No more polls. You have seen them all!')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(asked).toEqual([1, 2])
  })

  it('keeps an unsaved poll in view, marked, until the tab shows again', async () => {
    answerListWith('saved', { 1: { posts: [titled(1, { saved: true })], total: 1 } })
    answerListWith('voted', {})
    const saves: unknown[] = []
    server.use(
      http.post(`${apiBase}/posts/1/save`, async ({ request }) => {
        saves.push(await request.json())
        return HttpResponse.json({ success: true, saved: false })
      }),
    )
    await openProfile('?tab=saved')
    await screen.findByRole('heading', { name: 'Question 1' })

    await userEvent.click(within(card('Question 1')).getByRole('button', { name: 'Saved' }))
    const save = await within(card('Question 1')).findByRole('button', { name: 'Save' })
    expect(save).toHaveAttribute('aria-pressed', 'false')
    await waitFor(() => expect(saves).toEqual([{ saved: false }]))

    answerListWith('saved', {})
    await userEvent.click(screen.getByRole('tab', { name: 'Voted' }))
    expect(await screen.findByText('No votes yet')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('tab', { name: 'Saved' }))
    expect(await screen.findByText('No saved polls yet')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Question 1' })).not.toBeInTheDocument()
  })

  it('shows an error with a retry that loads the list again', async () => {
    server.use(
      http.get(
        `${apiBase}/posts/saved/${member.id}`,
        () => HttpResponse.json({ success: false, code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
        { once: true },
      ),
    )
    await openProfile('?tab=saved')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error loading posts')

    answerListWith('saved', { 1: { posts: [titled(7, { saved: true })], total: 1 } })
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Question 7' })).toBeInTheDocument()
  })
})

describe('profile: voted polls', { timeout: 20_000 }, () => {
  it('shows her choice with the results', async () => {
    answerListWith('voted', { 1: { posts: [titled(4, { user_choice: 'b' })], total: 1 } })
    await openProfile('?tab=voted')

    await screen.findByRole('heading', { name: 'Question 4' })
    const voted = card('Question 4')
    expect(within(voted).getByRole('progressbar', { name: 'B: 33%, 1 vote' })).toBeInTheDocument()
    expect(within(voted).getByText('You have already voted. Votes cannot be changed.')).toBeInTheDocument()
  })

  it('says when she has not voted yet', async () => {
    answerListWith('voted', {})
    await openProfile('?tab=voted')
    expect(await screen.findByText('No votes yet')).toBeInTheDocument()
    expect(screen.getByText('The polls you vote on appear here with their results.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Create your first poll' })).not.toBeInTheDocument()
  })
})

describe('profile tabs', { timeout: 20_000 }, () => {
  it('follow the arrow keys and keep the open tab in the address', async () => {
    answerListWith('user', {})
    answerListWith('saved', {})
    const { router } = await openProfile()
    await screen.findByText('You have not asked a question yet')

    screen.getByRole('tab', { name: 'My polls' }).focus()
    await userEvent.keyboard('{ArrowRight}')

    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Saved' })).toHaveFocus()
    expect(await screen.findByText('No saved polls yet')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=saved')
  })

  it('open the tab the address names', async () => {
    await openProfile('?tab=account')
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('E-mail: ayse@example.test')).toBeInTheDocument()
  })
})
