import { setupMswServer } from '@dilemma/design-system/testing/mswServer'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sessionUser } from '@dilemma/design-system/testing/sessionUser'
import { apiBase, apiHealthHandler, renderAdminConsole } from '../../testing/renderAdminConsole'

const server = setupMswServer(
  apiHealthHandler,
  http.get(`${apiBase}/users/me`, () => HttpResponse.json({ user: sessionUser('admin') })),
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
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Reported posts will be listed here')
  })

  it('switches tabs and keeps the open tab in the address', async () => {
    const { router } = renderAdminConsole()
    await userEvent.click(await screen.findByRole('tab', { name: 'Users' }))

    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel')).toHaveTextContent('role management')
    expect(router.state.location.search).toBe('?tab=users')
  })

  it('opens the tab named in the address', async () => {
    renderAdminConsole('/madmin?tab=posts')
    expect(await screen.findByRole('tabpanel')).toHaveTextContent('Post statistics')
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
