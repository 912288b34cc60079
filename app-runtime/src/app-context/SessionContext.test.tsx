import { createApiClient, type User } from '@dilemma/api-client'
import { render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupMswServer } from '../testing/mswServer'
import { setSessionMarker } from '../testing/sessionMarker'
import { sessionUser } from '../testing/sessionUser'
import { ApiClientProvider } from './ApiClientContext'
import { SessionProvider, useSession } from './SessionContext'
import { hasSessionMarker } from './sessionMarker'

const apiBase = 'http://localhost/api'
const server = setupMswServer()

/** Answers `GET /users/me` as the signed-in member. */
function answerWithMember() {
  server.use(http.get(`${apiBase}/users/me`, () => HttpResponse.json({ user: sessionUser('user') })))
}

function SessionState() {
  const { status, user } = useSession()
  return <p>{`${status}:${user?.username ?? '-'}`}</p>
}

/** Renders the provider (its first effects included) and returns the spy on the session check. */
function renderSession(mayHaveSession?: () => boolean, initialUser?: User) {
  const client = createApiClient({ baseUrl: apiBase })
  const askMe = vi.spyOn(client.users, 'me')
  render(
    <ApiClientProvider client={client}>
      <SessionProvider mayHaveSession={mayHaveSession} initialUser={initialUser}>
        <SessionState />
      </SessionProvider>
    </ApiClientProvider>,
  )
  return askMe
}

afterEach(() => vi.restoreAllMocks())

describe('SessionProvider', () => {
  it('takes a visitor without the session marker for a guest at once, without asking the server', async () => {
    answerWithMember()

    const askMe = renderSession()

    expect(screen.getByText('guest:-')).toBeInTheDocument()
    expect(askMe).not.toHaveBeenCalled()
  })

  it("starts with the user the server's first screen was rendered for, without asking again", () => {
    answerWithMember()
    setSessionMarker(true)

    const askMe = renderSession(undefined, sessionUser('user'))

    expect(screen.getByText('authenticated:ayse')).toBeInTheDocument()
    expect(askMe).not.toHaveBeenCalled()
  })

  it('asks GET /users/me when the session marker is present', async () => {
    answerWithMember()
    setSessionMarker(true)

    const askMe = renderSession()

    expect(screen.getByText('loading:-')).toBeInTheDocument()
    expect(await screen.findByText('authenticated:ayse')).toBeInTheDocument()
    expect(askMe).toHaveBeenCalledOnce()
  })

  it('asks whenever the caller says a session may exist (a site on another origin than the API)', async () => {
    answerWithMember()

    const askMe = renderSession(() => true)

    expect(await screen.findByText('authenticated:ayse')).toBeInTheDocument()
    expect(askMe).toHaveBeenCalledOnce()
  })

  it('takes a 401 for a guest', async () => {
    setSessionMarker(true)
    server.use(
      http.get(`${apiBase}/users/me`, () =>
        HttpResponse.json({ success: false, code: 'TOKEN_MISSING', message: 'Not logged in' }, { status: 401 }),
      ),
    )

    renderSession()

    expect(await screen.findByText('guest:-')).toBeInTheDocument()
  })
})

describe('hasSessionMarker', () => {
  it('finds the marker among other cookies, and only the marker', () => {
    expect(hasSessionMarker('XSRF-TOKEN=abc; dilemma_signed_in=1')).toBe(true)
    expect(hasSessionMarker('dilemma_signed_in=1')).toBe(true)
    expect(hasSessionMarker('XSRF-TOKEN=abc; not_dilemma_signed_in=1')).toBe(false)
    expect(hasSessionMarker('')).toBe(false)
  })
})
