import { setupMswServer } from '@dilemma/app-runtime/testing/mswServer'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionUser } from '@dilemma/app-runtime/testing/sessionUser'
import { apiBase, apiHealthHandler, renderAdminConsole, noHeldPostsHandler } from '../testing/renderAdminConsole'

const emptyPage = { currentPage: 1, totalPages: 1, total: 0 }
const noFigures = { total: 0, active: 0, monthly: 0, withImages: 0, textOnly: 0, popularPosts: [] }

const server = setupMswServer(
  apiHealthHandler,
  noHeldPostsHandler,
  http.get(`${apiBase}/users/me`, () => HttpResponse.json({ user: sessionUser('admin') })),
  http.get(`${apiBase}/reports/grouped`, () => HttpResponse.json({ success: true, groups: [] })),
  http.get(`${apiBase}/admin/users`, () => HttpResponse.json({ success: true, users: [], pagination: emptyPage })),
  http.get(`${apiBase}/admin/users/stats`, () =>
    HttpResponse.json({
      success: true,
      data: { total: 0, monthly: 0, verified: 0, unverified: 0, active30Days: 0, roleStats: [], topUsers: [] },
    }),
  ),
  http.get(`${apiBase}/admin/posts`, () => HttpResponse.json({ success: true, posts: [], pagination: emptyPage })),
  http.get(`${apiBase}/admin/posts/stats`, () => HttpResponse.json({ success: true, data: noFigures })),
)

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'en')
})

describe('admin console', () => {
  it('renders the tab frame with the reports tab open by default', async () => {
    renderAdminConsole()
    expect(await screen.findByRole('heading', { name: 'Admin console' })).toBeInTheDocument()
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent)
    expect(tabs).toEqual([
      'Reports',
      'Appeals',
      'Users',
      'Popups',
      'Tags',
      'Posts',
      'AI stats',
      'AI question generator',
      'Words',
      'Audit',
    ])
    expect(screen.getByRole('tab', { name: 'Reports' })).toHaveAttribute('aria-selected', 'true')
    expect(await within(screen.getByRole('tabpanel')).findByText('No pending reports')).toBeInTheDocument()
  })

  it('switches tabs and keeps the open tab in the address', async () => {
    const { router } = renderAdminConsole()
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }))

    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')
    expect(await within(screen.getByRole('tabpanel')).findByRole('heading', { name: 'Members' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?tab=users')
  })

  it('opens the tab named in the address', async () => {
    renderAdminConsole('/madmin?tab=posts')
    const panel = await screen.findByRole('tabpanel')
    expect(await within(panel).findByRole('heading', { name: 'Post statistics' })).toBeInTheDocument()
  })

  describe('filters, sort and page in the address', () => {
    /** Answers `GET /admin/users` with page 2 of 3 and records the query of each call. */
    function recordUserQueries() {
      const queries: Record<string, string>[] = []
      server.use(
        http.get(`${apiBase}/admin/users`, ({ request }) => {
          const query = Object.fromEntries(new URL(request.url).searchParams)
          queries.push(query)
          const page = Number(query.page ?? 1)
          return HttpResponse.json({
            success: true,
            users: [],
            pagination: { currentPage: page, totalPages: 3, total: 25 },
          })
        }),
      )
      return queries
    }

    it('opens the users tab with the role, sort and page of the address, and a reload keeps them', async () => {
      const queries = recordUserQueries()
      const address = '/madmin?tab=users&role=prouser&sortBy=username&search=ada&page=2'
      const { router } = renderAdminConsole(address)

      const panel = await screen.findByRole('tabpanel')
      expect(await within(panel).findByRole('combobox', { name: 'Role' })).toHaveValue('Pro user')
      expect(within(panel).getByRole('searchbox', { name: 'Search' })).toHaveValue('ada')
      await waitFor(() =>
        expect(queries.at(-1)).toMatchObject({ page: '2', role: 'prouser', sortBy: 'username', search: 'ada' }),
      )

      // A reload: the same address in a new console.
      const reloaded = `${router.state.location.pathname}${router.state.location.search}`
      cleanup()
      renderAdminConsole(reloaded)
      expect(await screen.findByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')
      expect(await screen.findByRole('combobox', { name: 'Role' })).toHaveValue('Pro user')
      await waitFor(() => expect(queries).toHaveLength(2))
      expect(queries[1]).toMatchObject({ page: '2', role: 'prouser', sortBy: 'username', search: 'ada' })
    })

    it('writes a changed filter and a typed search to the address, back on page 1; ignores unknown values', async () => {
      const queries = recordUserQueries()
      const { router } = renderAdminConsole('/madmin?tab=users&page=2&verified=maybe%3F')
      const panel = await screen.findByRole('tabpanel')
      await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '2' }))
      expect(queries.at(-1)).not.toHaveProperty('verified')

      await userEvent.click(await within(panel).findByRole('combobox', { name: 'Role' }))
      await userEvent.click(screen.getByRole('option', { name: 'Premium user' }))
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('role')).toBe('premiumuser'))
      expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull()

      await userEvent.type(within(panel).getByRole('searchbox', { name: 'Search' }), 'lena')
      await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('lena'))
      await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: '1', role: 'premiumuser', search: 'lena' }))
      expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('users')
    })
  })

  it('switches the language from its own header', async () => {
    renderAdminConsole()
    await screen.findByRole('group', { name: 'Change language' })
    await userEvent.click(screen.getByRole('button', { name: 'TR – Türkçe' }))
    expect(await screen.findByRole('heading', { name: 'Yönetim paneli' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Şikâyetler' })).toBeInTheDocument()
  })

  it('logs out through the API and hands over to the app', async () => {
    let loggedOut = false
    server.use(
      http.post(`${apiBase}/auth/logout`, () => {
        loggedOut = true
        return HttpResponse.json({ success: true })
      }),
    )
    const signedOut = vi.fn()
    renderAdminConsole('/madmin', signedOut)
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }))

    await waitFor(() => expect(signedOut).toHaveBeenCalledWith('logout'))
    expect(loggedOut).toBe(true)
  })
})
