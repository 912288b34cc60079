import { setupMswServer } from '@dilemma/design-system/testing/mswServer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionUser } from '@dilemma/design-system/testing/sessionUser'
import { apiBase, apiHealthHandler, renderAdminConsole } from '../../testing/renderAdminConsole'

const emptyPage = { currentPage: 1, totalPages: 1, total: 0 }
const noFigures = { total: 0, active: 0, monthly: 0, withImages: 0, textOnly: 0, popularPosts: [] }

const server = setupMswServer(
  apiHealthHandler,
  http.get(`${apiBase}/users/me`, () => HttpResponse.json({ user: sessionUser('admin') })),
  http.get(`${apiBase}/reports`, () => HttpResponse.json({ success: true, reports: [] })),
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
    expect(tabs).toEqual(['Reports', 'Users', 'Popups', 'Tags', 'Posts', 'AI stats', 'AI question generator'])
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

  it('switches the language from its own header', async () => {
    renderAdminConsole()
    await screen.findByRole('group', { name: 'Change language' })
    await userEvent.click(screen.getByRole('button', { name: 'Türkçe' }))
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
