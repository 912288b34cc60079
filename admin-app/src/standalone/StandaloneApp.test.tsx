import { createApiClient } from '@dilemma/api-client'
import { setupMswServer } from '@dilemma/design-system/testing/mswServer'
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { sessionUser } from '@dilemma/design-system/testing/sessionUser'
import { apiBase } from '../testing/renderAdminConsole'
import { StandaloneApp } from './StandaloneApp'

const server = setupMswServer()

function renderStandalone() {
  render(<StandaloneApp client={createApiClient({ baseUrl: apiBase })} />)
}

beforeEach(() => {
  window.localStorage.setItem('dilemma.language', 'de')
  window.history.replaceState(null, '', '/')
})

describe('standalone admin site', () => {
  it('opens the console at /madmin for an admin', async () => {
    server.use(http.get(`${apiBase}/users/me`, () => HttpResponse.json({ user: sessionUser('admin') })))
    renderStandalone()
    expect(await screen.findByRole('heading', { name: 'Admin-Konsole' })).toBeInTheDocument()
    expect(window.location.pathname).toBe('/madmin')
  })

  it('asks a guest to log in on the main site first', async () => {
    server.use(
      http.get(`${apiBase}/users/me`, () =>
        HttpResponse.json({ success: false, code: 'TOKEN_MISSING', message: 'no' }, { status: 401 }),
      ),
    )
    renderStandalone()
    expect(await screen.findByRole('alert')).toHaveTextContent('mit einem Admin-Konto bei Dilemma an')
  })

  it('turns away a member without the admin role', async () => {
    server.use(http.get(`${apiBase}/users/me`, () => HttpResponse.json({ user: sessionUser('user') })))
    renderStandalone()
    expect(await screen.findByRole('alert')).toHaveTextContent('nur für Administratorinnen und Administratoren')
  })
})
