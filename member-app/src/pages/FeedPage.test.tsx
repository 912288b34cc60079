import type { PostPage } from '@dilemma/api-client'
import { languageStorageKey } from '@dilemma/app-runtime'
import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { UserEvent } from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { postFixture } from '@/testing/postFixture'
import { noNoticesHandler } from '@/testing/memberPageHandlers'
import { answerSessionWith, apiBase, apiHealthHandler, renderMemberRoute } from '@/testing/renderMemberApp'
// Loaded up front: the route imports it lazily, which is slow on a cold run.
import './FeedPage'
import { scrollWindowTo } from '@/testing/scrollWindowTo'
import { SEARCH_DEBOUNCE_MS } from '@/features/feed/components/FeedSearch'

const sidebarHandlers = [
  http.get(`${apiBase}/tags/popular`, () =>
    HttpResponse.json({ tags: [{ id: 3, name: 'Kinder', category_id: 1, category_name: 'Familie', post_count: 4 }] }),
  ),
  http.get(`${apiBase}/tags/categories/popular`, () =>
    HttpResponse.json({ categories: [{ id: 1, name: 'Familie', slug: 'familie', post_count: 4 }] }),
  ),
  http.get(`${apiBase}/tags/categories`, () =>
    HttpResponse.json({ categories: [{ id: 1, name: 'Familie', slug: 'familie', post_count: 4 }] }),
  ),
  http.get(`${apiBase}/trending`, () => HttpResponse.json({ posts: [] })),
]

const server = setupMswServer(apiHealthHandler, noNoticesHandler, ...sidebarHandlers)

/** Answers GET /posts from `pages` by page number and records every query string. */
function answerFeedWith(pages: Record<number, PostPage>) {
  const queries: URLSearchParams[] = []
  server.use(
    http.get(`${apiBase}/posts`, ({ request }) => {
      const query = new URL(request.url).searchParams
      queries.push(query)
      return HttpResponse.json(pages[Number(query.get('page'))] ?? { posts: [], total: 0 })
    }),
  )
  return queries
}

const titled = (id: number) => postFixture({ id, title: `Question ${id}` })

async function openFeed(path = '/feed') {
  answerSessionWith(server, null)
  const rendered = renderMemberRoute(path, { withSession: true })
  await screen.findByRole('heading', { level: 1, name: 'Feed' })
  return rendered
}

/** The search's debounce runs on fake timers (time still flows, so network answers arrive). */
async function openFeedWithFakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  return { user, ...(await openFeed()) }
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search polls' })

/**
 * The feed bar's button that opens the drawer (CSS hides it from 992 px; jsdom shows it beside the
 * sidebar, whose own "Filters" section toggle starts expanded).
 */
const filtersButton = () => screen.getByRole('button', { name: 'Filters', expanded: false })

/** Categories as the API names them: one the product translates, one an admin added later. */
function answerCategoriesWith(categories: { id: number; name: string; slug: string }[]) {
  const body = { categories: categories.map((category) => ({ ...category, post_count: 1 })) }
  server.use(
    http.get(`${apiBase}/tags/categories/popular`, () => HttpResponse.json(body)),
    http.get(`${apiBase}/tags/categories`, () => HttpResponse.json(body)),
  )
}

/** Well past the 300 ms search debounce. */
const passDebounce = () => act(async () => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2))

async function searchFor(user: UserEvent, text: string) {
  await user.type(searchBox(), text)
  await passDebounce()
  expect(await screen.findByText('No search results')).toBeInTheDocument()
}

// Cold runs on a busy machine: the first render imports Mantine and the page.
describe('feed page', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers()
    window.localStorage.removeItem(languageStorageKey)
  })

  it('loads more pages without duplicates, keeps the random seed, then says there are no more', async () => {
    const queries = answerFeedWith({
      1: { posts: [titled(1), titled(2)], total: 3 },
      2: { posts: [titled(2), titled(3)], total: 3 },
    })
    await openFeed()

    expect(await screen.findByRole('heading', { name: 'Question 1' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))

    expect(await screen.findByRole('heading', { name: 'Question 3' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { name: 'Question 2' })).toHaveLength(1)
    expect(screen.getByText('No more polls. You have seen them all!')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    const [first, second] = queries
    expect(first?.get('sort')).toBe('random')
    expect(first?.get('activeOnly')).toBe('true')
    expect(first?.get('seed')).toMatch(/^\d+$/)
    expect(second?.get('seed')).toBe(first?.get('seed'))
    expect(second?.get('page')).toBe('2')
  })

  it('shows the no-posts-yet state', async () => {
    answerFeedWith({})
    await openFeed()
    expect(await screen.findByText('No polls yet')).toBeInTheDocument()
  })

  it('filters by the tag of the address, names it in a chip, and clears it', async () => {
    const queries = answerFeedWith({})
    await openFeed('/feed?tag=3')

    expect(await screen.findByText('No polls with this tag')).toBeInTheDocument()
    expect(queries[0]?.get('tag_id')).toBe('3')
    await userEvent.click(screen.getByRole('button', { name: 'Clear filter' }))

    expect(await screen.findByText('No polls yet')).toBeInTheDocument()
    expect(queries.at(-1)?.get('tag_id')).toBeNull()
    expect(screen.queryByText('Filtered by')).not.toBeInTheDocument()
  })

  it('filters by a category chosen in the sidebar and shows its empty state', async () => {
    const queries = answerFeedWith({})
    await openFeed()
    const categories = await screen.findByRole('button', { name: /Familie/ })
    await userEvent.click(categories)

    expect(await screen.findByText('No polls in this category')).toBeInTheDocument()
    expect(queries.at(-1)?.get('category_id')).toBe('1')
    expect(screen.getByText('Filtered by')).toBeInTheDocument()
  })

  it('searches from 3 characters only and shows the no-results state', async () => {
    const queries = answerFeedWith({})
    const { user } = await openFeedWithFakeTimers()
    await screen.findByText('No polls yet')

    await user.type(searchBox(), 'ki')
    await passDebounce()
    expect(queries.every((query) => query.get('search') === null)).toBe(true)

    await user.type(searchBox(), 'ta')
    await passDebounce()
    expect(await screen.findByText('No search results')).toBeInTheDocument()
    expect(queries.at(-1)?.get('search')).toBe('kita')
  })

  it('clears the active search when the box is shortened below 3 characters', async () => {
    const queries = answerFeedWith({})
    const { user, router } = await openFeedWithFakeTimers()
    await searchFor(user, 'school')

    await user.clear(searchBox())
    await user.type(searchBox(), 'sc')
    await passDebounce()

    expect(await screen.findByText('No polls yet')).toBeInTheDocument()
    expect(router.state.location.search).toBe('')
    expect(queries.at(-1)?.get('search')).toBeNull()
    expect(searchBox()).toHaveValue('sc')
  })

  it('replaces an active search with a tag chosen in the sidebar', async () => {
    const queries = answerFeedWith({})
    const { user, router } = await openFeedWithFakeTimers()
    await searchFor(user, 'school')

    await user.click(screen.getByRole('button', { name: '#Kinder' }))
    // The typed search's own debounce runs out after the click: it must not bring the search back.
    await passDebounce()

    expect(await screen.findByText('No polls with this tag')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tag=3')
    expect(screen.getByText('Filtered by')).toBeInTheDocument()
    expect(searchBox()).toHaveValue('')
    expect(queries.at(-1)?.get('tag_id')).toBe('3')
    expect(queries.at(-1)?.get('search')).toBeNull()
  })

  it('replaces an active search with a category chosen in the mobile menu', async () => {
    const queries = answerFeedWith({})
    const { user, router } = await openFeedWithFakeTimers()
    await searchFor(user, 'school')

    await user.click(filtersButton())
    const menu = await screen.findByRole('dialog', { name: 'Filters and topics' })
    await user.click(await within(menu).findByRole('button', { name: /Familie/ }))
    await passDebounce()

    expect(await screen.findByText('No polls in this category')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?category=1')
    expect(searchBox()).toHaveValue('')
    expect(queries.at(-1)?.get('category_id')).toBe('1')
    expect(queries.at(-1)?.get('search')).toBeNull()
  })

  it('opens the drawer of filters and topics from a labelled Filters button in a bar that does not stick', async () => {
    answerFeedWith({})
    await openFeed()
    const heading = screen.getByRole('heading', { level: 1, name: 'Feed' })

    const button = filtersButton()
    await userEvent.click(button)
    const menu = await screen.findByRole('dialog', { name: 'Filters and topics' })
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).toContainElement(menu)
    expect(await within(menu).findByText('Categories')).toBeInTheDocument()
    expect(within(menu).getByRole('button', { name: 'Filters' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Open filters and topics' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Open filters and topics')).not.toBeInTheDocument()
    // The shell's site header is the only bar that stays on screen and hides on scrolling.
    for (let element: HTMLElement | null = heading; element; element = element.parentElement) {
      expect(getComputedStyle(element).position).not.toBe('sticky')
    }
  })

  it('names the categories in the language on screen, in the sidebar and the chip; unknown ones as stored', async () => {
    window.localStorage.setItem(languageStorageKey, 'de')
    answerCategoriesWith([
      { id: 1, name: 'Family', slug: 'family' },
      { id: 2, name: 'Haustiere', slug: 'pets' },
    ])
    answerFeedWith({})
    await openFeed()
    const sidebar = screen.getByRole('complementary')

    await userEvent.click(await within(sidebar).findByRole('button', { name: /^Familie/ }))
    expect(await screen.findByText('No polls in this category')).toBeInTheDocument()
    const chip = () => screen.getByText('Filtered by').parentElement
    await waitFor(() => expect(chip()).toHaveTextContent('Familie'))
    expect(screen.queryByText('Family')).not.toBeInTheDocument()

    await userEvent.click(within(sidebar).getByRole('button', { name: /^Haustiere/ }))
    await waitFor(() => expect(chip()).toHaveTextContent('Haustiere'))
  })

  it('shows an error with a retry that loads the feed again', async () => {
    server.use(
      http.get(
        `${apiBase}/posts`,
        () => HttpResponse.json({ success: false, code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }),
        {
          once: true,
        },
      ),
    )
    await openFeed()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Error loading posts')

    answerFeedWith({ 1: { posts: [titled(7)], total: 1 } })
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('heading', { name: 'Question 7' })).toBeInTheDocument()
  })

  it('offers a back-to-top button only after scrolling more than 900 px', async () => {
    answerFeedWith({})
    await openFeed()

    scrollWindowTo(900)
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument()
    scrollWindowTo(901)
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument()
    scrollWindowTo(0)
  })

  it('offers voted/unvoted filters only when signed in', async () => {
    answerFeedWith({})
    answerSessionWith(server, sessionUser('user'))
    renderMemberRoute('/feed', { withSession: true })
    expect(await screen.findAllByRole('checkbox', { name: 'Only polls I voted on' })).not.toHaveLength(0)
  })
})

describe('the bottom bar', { timeout: 20_000 }, () => {
  const bottomBar = () => screen.getByRole('navigation', { name: 'Quick navigation' })
  const entriesOf = (bar: HTMLElement) =>
    within(bar)
      .queryAllByRole('link')
      .concat(within(bar).queryAllByRole('button'))
      .map((entry) => entry.textContent)

  it('holds feed, profile, ask and more; more has the language and logs a member out', async () => {
    answerFeedWith({})
    const logouts: string[] = []
    server.use(
      http.post(`${apiBase}/auth/logout`, ({ request }) => {
        logouts.push(request.url)
        return HttpResponse.json({ success: true })
      }),
    )
    answerSessionWith(server, sessionUser('user'))
    const { router } = renderMemberRoute('/feed', { withSession: true })
    await screen.findByRole('heading', { level: 1, name: 'Feed' })
    expect(entriesOf(bottomBar())).toEqual(['Feed', 'Profile', 'Ask', 'More'])

    const more = within(bottomBar()).getByRole('button', { name: 'More' })
    expect(more).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(more)
    const sheet = await screen.findByRole('dialog', { name: 'More' })
    expect(more).toHaveAttribute('aria-expanded', 'true')
    const languages = within(sheet).getByRole('group', { name: 'Change language' })
    expect(
      within(languages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['DE', 'EN', 'TR'])
    expect(within(languages).getByRole('button', { name: 'EN – English' })).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(within(sheet).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(logouts).toHaveLength(1))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('gives a guest the language behind more, and no logout', async () => {
    answerFeedWith({})
    await openFeed()

    await userEvent.click(within(bottomBar()).getByRole('button', { name: 'More' }))
    const sheet = await screen.findByRole('dialog', { name: 'More' })
    expect(within(sheet).getByRole('group', { name: 'Change language' })).toBeInTheDocument()
    expect(within(sheet).queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument()
  })
})
