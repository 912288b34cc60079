import type { AdminPost, AdminPostsPage, PostStats } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderAdminPanel } from '../../testing/renderAdminPanel'
import { apiBase, apiHealthHandler } from '../../testing/renderAdminConsole'
import { PostsPanel } from './PostsPanel'
import { cancelReason, giveReason } from '../../testing/reasonDialog'

// The API client primes its XSRF cookie through `GET /health` before the first change.
const server = setupMswServer(apiHealthHandler)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

afterEach(() => {
  vi.restoreAllMocks()
})

// 120 characters without a space: the preview cuts it at exactly 100.
const longDescription = `${'abcdefghij'.repeat(10)}${'KLMNOPQRST'.repeat(2)}`

function adminPost(overrides: Partial<AdminPost> = {}): AdminPost {
  return {
    id: 21,
    title: 'Back to work?',
    description: 'The leave ends in May.',
    status: 'active',
    author: 'anna',
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    created_at: '2026-03-06T12:00:00.000Z',
    vote_count: 1234,
    like_count: 56,
    post_type: 'with_images',
    ...overrides,
  }
}

const activePost = adminPost({ description: longDescription })
const passivePost = adminPost({ id: 22, title: 'Move abroad?', status: 'passive', post_type: 'text_only' })
const inactivePost = adminPost({ id: 23, title: 'Second child?', status: 'inactive' })
const deletedPost = adminPost({ id: 24, title: 'Sell the car?', status: 'deleted', author: null })
const allPosts = [activePost, passivePost, inactivePost, deletedPost]

const postStats: PostStats = {
  total: 2048,
  active: 1500,
  monthly: 90,
  withImages: 700,
  textOnly: 1348,
  popularPosts: [
    { id: 21, title: 'Back to work?', vote_count: 1234, like_count: 56 },
    { id: 30, title: 'Home birth?', vote_count: 980, like_count: 120 },
  ],
}

function postsPage(posts: AdminPost[], currentPage = 1, totalPages = 1): AdminPostsPage {
  return { success: true, posts, pagination: { currentPage, totalPages, total: posts.length } }
}

const failure = (status: number, code: string, message: string) =>
  HttpResponse.json({ success: false, code, message }, { status })

/** Answers `GET /admin/posts` through `resolve` and keeps the queries sent, as plain fields. */
function answerPosts(
  resolve: (query: Record<string, string>) => Response = () => HttpResponse.json(postsPage(allPosts)),
) {
  const sent: Record<string, string>[] = []
  server.use(
    http.get(`${apiBase}/admin/posts`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      sent.push(query)
      return resolve(query)
    }),
  )
  return sent
}

/** Answers `GET /admin/posts/stats` and counts the calls. */
function answerStats(resolve: () => Response = () => HttpResponse.json({ success: true, data: postStats })) {
  const calls = { count: 0 }
  server.use(
    http.get(`${apiBase}/admin/posts/stats`, () => {
      calls.count += 1
      return resolve()
    }),
  )
  return calls
}

/** Answers the post actions (`PUT …/status`, `DELETE`) and keeps what was asked. */
function answerActions({
  status = () => HttpResponse.json({ success: true }),
  remove = () => HttpResponse.json({ success: true }),
}: { status?: () => Response; remove?: () => Response } = {}) {
  const sent: { id: string; status?: unknown; reason?: unknown; note?: unknown; deleted?: true }[] = []
  server.use(
    http.put(`${apiBase}/admin/posts/:id/status`, async ({ request, params }) => {
      const body = (await request.json()) as { status: unknown; reason?: unknown; note?: unknown }
      sent.push({ id: String(params.id), ...body })
      return status()
    }),
    http.delete(`${apiBase}/admin/posts/:id`, ({ params }) => {
      sent.push({ id: String(params.id), deleted: true })
      return remove()
    }),
  )
  return sent
}

async function openPostsTab() {
  renderAdminPanel(PostsPanel)
  await screen.findByRole('heading', { level: 2, name: 'Posts' })
  return screen.findByRole('listitem', { name: 'Back to work?' })
}

const card = (title: string) => screen.getByRole('listitem', { name: title })

/** The buttons of a card, by accessible name. */
const buttonsOf = (title: string) =>
  within(card(title))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))

/** The facts of a titled group of cards or of a card, term → definition. */
function facts(container: HTMLElement) {
  return Object.fromEntries(
    within(container)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  )
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
}

describe('posts tab', () => {
  it('shows the post counts and the popular posts', async () => {
    answerStats()
    answerPosts()
    await openPostsTab()

    expect(facts(await screen.findByRole('region', { name: 'Post statistics' }))).toEqual({
      'All posts': '2,048',
      Active: '1,500',
      'New this month': '90',
      'With images': '700',
      'Text only': '1,348',
    })
    const table = screen.getByRole('table', { name: 'Popular posts' })
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['TitleVotesLikes', 'Back to work?1,23456', 'Home birth?980120'])
  })

  it('shows the grid when the statistics fail, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    answerStats(() => failure(500, 'SERVER_ERROR', 'Stats are down'))
    answerPosts()
    await openPostsTab()

    await waitFor(() => expect(logged).toHaveBeenCalled())
    expect(screen.queryByRole('region', { name: 'Post statistics' })).not.toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
  })

  it('shows each post with its status, description preview, author, date, figures and type', async () => {
    answerStats()
    answerPosts()
    const active = await openPostsTab()

    expect(within(active).getByRole('heading', { name: 'Back to work?' })).toBeInTheDocument()
    expect(within(active).getByText('Active')).toBeInTheDocument()
    expect(within(active).getByText(`${'abcdefghij'.repeat(10)}…`)).toBeInTheDocument()
    expect(active).not.toHaveTextContent('KLMNOPQRST')
    expect(facts(active)).toEqual({
      Author: 'anna',
      Created: '06.03.2026',
      Votes: '1,234',
      Likes: '56',
      'Post type': 'With images',
    })

    expect(within(card('Move abroad?')).getByText('Passive')).toBeInTheDocument()
    expect(within(card('Move abroad?')).getByText('The leave ends in May.')).toBeInTheDocument()
    expect(facts(card('Move abroad?'))['Post type']).toBe('Text only')
    expect(within(card('Second child?')).getByText('Inactive')).toBeInTheDocument()
    expect(within(card('Sell the car?')).getByText('Deleted')).toBeInTheDocument()
    expect(facts(card('Sell the car?')).Author).toBe('Deleted user')
  })

  it('offers the actions the status allows, never activation for a deleted post', async () => {
    answerStats()
    answerPosts()
    await openPostsTab()

    expect(buttonsOf('Back to work?')).toEqual([
      'Deactivate: Back to work?',
      'Delete: Back to work?',
      'Delete permanently: Back to work?',
    ])
    expect(buttonsOf('Move abroad?')).toEqual([
      'Activate: Move abroad?',
      'Delete: Move abroad?',
      'Delete permanently: Move abroad?',
    ])
    expect(buttonsOf('Second child?')).toEqual([
      'Activate: Second child?',
      'Delete: Second child?',
      'Delete permanently: Second child?',
    ])
    expect(buttonsOf('Sell the car?')).toEqual(['Delete permanently: Sell the car?'])
  })

  it('asks for the first ten posts of every status, newest first', async () => {
    answerStats()
    const sent = answerPosts()
    await openPostsTab()
    expect(sent).toEqual([{ page: '1', limit: '10', status: 'all', sortBy: 'created_at', sortOrder: 'desc' }])
  })

  it('says so when no post matches', async () => {
    answerStats()
    answerPosts(() => HttpResponse.json(postsPage([])))
    renderAdminPanel(PostsPanel)
    expect(await screen.findByText('No posts match these filters')).toBeInTheDocument()
  })

  describe('filters in the address', () => {
    it('asks for the filters, sort and page the address names', async () => {
      answerStats()
      const sent = answerPosts((query) => HttpResponse.json(postsPage(allPosts, Number(query.page), 3)))
      renderAdminPanel(PostsPanel, '/madmin?tab=posts&status=deleted&sortBy=like_count&sortOrder=asc&page=3')

      expect(await screen.findByRole('navigation', { name: 'Pages of the posts list' })).toHaveTextContent(
        'Page 3 of 3',
      )
      expect(sent).toEqual([{ page: '3', limit: '10', status: 'deleted', sortBy: 'like_count', sortOrder: 'asc' }])
    })

    it('falls back to the defaults for values it does not offer, never sending them', async () => {
      answerStats()
      const sent = answerPosts()
      renderAdminPanel(PostsPanel, '/madmin?tab=posts&status=hidden&sortBy=author&sortOrder=random&page=two')
      await screen.findByRole('listitem', { name: 'Back to work?' })

      expect(sent).toEqual([{ page: '1', limit: '10', status: 'all', sortBy: 'created_at', sortOrder: 'desc' }])
    })
  })

  describe('filters', () => {
    /** The tab on page 2 of 3, so that a filter's return to page 1 shows. */
    async function onSecondPage() {
      answerStats()
      const sent = answerPosts((query) => HttpResponse.json(postsPage(allPosts, Number(query.page), 3)))
      await openPostsTab()
      await userEvent.click(screen.getByRole('button', { name: 'Next' }))
      await waitFor(() => expect(sent.at(-1)?.page).toBe('2'))
      return sent
    }

    it('filters by status and goes back to page 1', async () => {
      const sent = await onSecondPage()
      await choose('Status', 'Passive or inactive')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ status: 'inactive', page: '1' }))
      await choose('Status', 'Deleted')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ status: 'deleted', page: '1' }))
    })

    it('sorts by the chosen field and order and goes back to page 1', async () => {
      const sent = await onSecondPage()
      await choose('Sort by', 'Likes')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ sortBy: 'like_count', sortOrder: 'desc', page: '1' }))
      await choose('Sort by', 'Votes')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ sortBy: 'vote_count', page: '1' }))
      await choose('Order', 'Ascending')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ sortBy: 'vote_count', sortOrder: 'asc', page: '1' }))
      await choose('Sort by', 'Title')
      await waitFor(() => expect(sent.at(-1)).toMatchObject({ sortBy: 'title', sortOrder: 'asc', page: '1' }))
    })

    it('searches once typing rests and goes back to page 1', async () => {
      const sent = await onSecondPage()
      const before = sent.length
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'work')

      await waitFor(() => expect(sent.at(-1)).toMatchObject({ search: 'work', page: '1' }))
      expect(sent.slice(before)).toEqual([
        { page: '1', limit: '10', status: 'all', search: 'work', sortBy: 'created_at', sortOrder: 'desc' },
      ])
    })
  })

  describe('pagination', () => {
    it('is hidden when the grid fits on one page', async () => {
      answerStats()
      answerPosts()
      await openPostsTab()
      expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    })

    it('pages forward and back when there are more pages', async () => {
      answerStats()
      const sent = answerPosts((query) => HttpResponse.json(postsPage(allPosts, Number(query.page), 4)))
      await openPostsTab()

      const pages = screen.getByRole('navigation', { name: 'Pages of the posts list' })
      expect(pages).toHaveTextContent('Page 1 of 4')
      await userEvent.click(within(pages).getByRole('button', { name: 'Next' }))
      await userEvent.click(within(pages).getByRole('button', { name: 'Next' }))
      await waitFor(() => expect(pages).toHaveTextContent('Page 3 of 4'))
      await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }))
      await waitFor(() => expect(pages).toHaveTextContent('Page 2 of 4'))
      expect(sent.map((query) => query.page)).toEqual(['1', '2', '3'])
    })

    it('goes to the new last page when an action emptied the page on screen', async () => {
      answerStats()
      // Two pages until the one post of page 2 is gone; then page 2 is empty and there is one page.
      let pageCount = 2
      const sent = answerPosts((query) =>
        HttpResponse.json(
          Number(query.page) > pageCount
            ? postsPage([], Number(query.page), pageCount)
            : postsPage(allPosts, Number(query.page), pageCount),
        ),
      )
      answerActions()
      vi.spyOn(window, 'confirm').mockReturnValue(true)
      await openPostsTab()
      await userEvent.click(screen.getByRole('button', { name: 'Next' }))
      await waitFor(() => expect(sent.map((query) => query.page)).toEqual(['1', '2']))

      pageCount = 1
      await userEvent.click(await screen.findByRole('button', { name: 'Delete: Back to work?' }))
      await giveReason()

      await waitFor(() => expect(sent.at(-1)?.page).toBe('1'))
      expect(await screen.findByRole('listitem', { name: 'Back to work?' })).toBeInTheDocument()
    })
  })

  describe('actions', () => {
    it.each([
      {
        button: 'Activate: Move abroad?',
        id: '22',
        status: 'active',
        question: 'Activate the post “Move abroad?” again?',
      },
      { button: 'Activate: Second child?', id: '23', status: 'active', question: 'Activate the post “Second child?”' },
    ])('$button sets $status after a confirmation and reloads the grid and statistics', async (action) => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
      const stats = answerStats()
      const listed = answerPosts()
      const sent = answerActions()
      await openPostsTab()
      await waitFor(() => expect(stats.count).toBe(1))

      await userEvent.click(screen.getByRole('button', { name: action.button }))

      expect(confirm).toHaveBeenCalledTimes(1)
      expect(confirm.mock.calls[0]?.[0]).toContain(action.question)
      await waitFor(() => expect(sent).toEqual([{ id: action.id, status: action.status }]))
      await waitFor(() => expect(listed).toHaveLength(2))
      await waitFor(() => expect(stats.count).toBe(2))
    })

    it.each([
      {
        button: 'Deactivate: Back to work?',
        id: '21',
        status: 'passive',
        question: 'Deactivate the post “Back to work?”',
      },
      { button: 'Delete: Back to work?', id: '21', status: 'deleted', question: 'Delete the post “Back to work?”?' },
    ])(
      '$button sets $status with the reason given in the dialog and reloads the grid and statistics',
      async (action) => {
        const confirm = vi.spyOn(window, 'confirm')
        const stats = answerStats()
        const listed = answerPosts()
        const sent = answerActions()
        await openPostsTab()
        await waitFor(() => expect(stats.count).toBe(1))

        await userEvent.click(screen.getByRole('button', { name: action.button }))
        const dialog = await screen.findByRole('dialog', { name: 'Why?' })
        expect(dialog).toHaveTextContent(action.question)
        expect(within(dialog).getByRole('button', { name: 'Confirm with this reason' })).toBeDisabled()
        await giveReason('Off-topic', 'Not a question')

        expect(confirm).not.toHaveBeenCalled()
        await waitFor(() =>
          expect(sent).toEqual([{ id: action.id, status: action.status, reason: 'off_topic', note: 'Not a question' }]),
        )
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
        await waitFor(() => expect(listed).toHaveLength(2))
        await waitFor(() => expect(stats.count).toBe(2))
      },
    )

    it('deletes a post permanently after a confirmation', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true)
      answerStats()
      const listed = answerPosts()
      const sent = answerActions()
      await openPostsTab()

      await userEvent.click(screen.getByRole('button', { name: 'Delete permanently: Sell the car?' }))

      expect(confirm.mock.calls[0]?.[0]).toContain('Delete the post “Sell the car?” permanently?')
      await waitFor(() => expect(sent).toEqual([{ id: '24', deleted: true }]))
      await waitFor(() => expect(listed).toHaveLength(2))
    })

    it('does nothing when the confirmation is refused', async () => {
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false)
      answerStats()
      answerPosts()
      const sent = answerActions()
      await openPostsTab()

      await userEvent.click(screen.getByRole('button', { name: 'Deactivate: Back to work?' }))
      await cancelReason()
      await userEvent.click(screen.getByRole('button', { name: 'Activate: Move abroad?' }))
      await userEvent.click(screen.getByRole('button', { name: 'Delete: Second child?' }))
      await cancelReason()
      await userEvent.click(screen.getByRole('button', { name: 'Delete permanently: Sell the car?' }))

      expect(confirm).toHaveBeenCalledTimes(2)
      expect(sent).toEqual([])
    })

    it("shows the server's message when the status change is refused", async () => {
      vi.spyOn(window, 'confirm').mockReturnValue(true)
      answerStats()
      answerPosts()
      answerActions({ status: () => failure(409, 'INVALID_STATUS_CHANGE', 'A deleted post cannot be activated.') })
      await openPostsTab()

      await userEvent.click(screen.getByRole('button', { name: 'Activate: Move abroad?' }))

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The status of the post could not be changed')
      expect(alert).toHaveTextContent('A post in this status cannot be given that status')
    })

    it('shows the translated fallbacks when the server gives no message', async () => {
      vi.spyOn(window, 'confirm').mockReturnValue(true)
      answerStats()
      answerPosts()
      answerActions({ status: () => HttpResponse.error(), remove: () => HttpResponse.error() })
      await openPostsTab()

      await userEvent.click(screen.getByRole('button', { name: 'Deactivate: Back to work?' }))
      await giveReason()
      expect(await screen.findByRole('alert')).toHaveTextContent('Updating the post status failed. Please try again.')

      await userEvent.click(screen.getByRole('button', { name: 'Delete permanently: Sell the car?' }))
      await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2))
      expect(screen.getAllByRole('alert')[1]).toHaveTextContent('The post could not be deleted')
      expect(screen.getAllByRole('alert')[1]).toHaveTextContent('Deleting the post failed. Please try again.')
    })
  })

  describe('loading the grid fails', () => {
    it("shows the server's message instead of the tab", async () => {
      answerStats()
      answerPosts(() => failure(403, 'FORBIDDEN', 'Admins only'))
      renderAdminPanel(PostsPanel)

      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The posts could not be loaded')
      expect(alert).toHaveTextContent('You are not allowed to do this.')
      expect(screen.queryByRole('search')).not.toBeInTheDocument()
    })

    it('shows the translated fallback when the server gives no message', async () => {
      answerStats()
      answerPosts(() => HttpResponse.error())
      renderAdminPanel(PostsPanel)
      expect(await screen.findByRole('alert')).toHaveTextContent('Loading the posts failed. Please try again.')
    })
  })
})
