import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { FAKE_HEALTH, fail, readRawBody, send, serveOnLoopback } from './fake-server.js'

/**
 * A small stand-in for the Dilemma API on 127.0.0.1 that speaks its session protocol: the XSRF
 * cookie handed out by GETs and checked on every other method, access and rotating refresh tokens
 * in cookies (the refresh one scoped to /api/auth), and the 401 codes of each failure.
 */

interface Account {
  id: number
  username: string
  email: string
  role: 'user' | 'admin'
  password: string
}

const accounts: Account[] = [
  { id: 1, username: 'admin', email: 'admin@dilemma.local', role: 'admin', password: 'dilemma-demo' },
  { id: 2, username: 'member', email: 'member@dilemma.local', role: 'user', password: 'dilemma-demo' },
]

interface AccessToken {
  userId: number
  sessionId: string
  expired: boolean
}

export interface RecordedRequest {
  method: string
  path: string
  cookie: string
}

export interface FakeDilemmaApi {
  /** The API root, e.g. `http://127.0.0.1:40123/api`. */
  url: string
  requests: RecordedRequest[]
  /** Every access token now answers TOKEN_EXPIRED (as 15 minutes later). */
  expireAccessTokens(): void
  /** Every session is revoked: access tokens answer TOKEN_BLACKLISTED, refresh fails. */
  revokeAllSessions(): void
  close(): Promise<void>
}

export async function startFakeDilemmaApi(): Promise<FakeDilemmaApi> {
  const xsrfTokens = new Map<string, string>() // browser session id → XSRF token
  const accessTokens = new Map<string, AccessToken>()
  const refreshTokens = new Map<string, { userId: number; sessionId: string }>()
  const revokedSessions = new Set<string>()
  const requests: RecordedRequest[] = []

  function startSession(response: ServerResponse, userId: number, sessionId: string): void {
    const access = randomBytes(12).toString('hex')
    const refresh = randomBytes(12).toString('hex')
    accessTokens.set(access, { userId, sessionId, expired: false })
    refreshTokens.set(refresh, { userId, sessionId })
    addCookies(response, [
      `access_token=${access}; Path=/api; HttpOnly; SameSite=Lax; Max-Age=2592000`,
      `refresh_token=${refresh}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=2592000`,
    ])
  }

  function currentAccess(cookies: Map<string, string>): AccessToken | { error: string } {
    const token = cookies.get('access_token')
    if (!token) return { error: 'TOKEN_MISSING' }
    const access = accessTokens.get(token)
    if (!access) return { error: 'INVALID_TOKEN' }
    if (revokedSessions.has(access.sessionId)) return { error: 'TOKEN_BLACKLISTED' }
    if (access.expired) return { error: 'TOKEN_EXPIRED' }
    return access
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? '/', 'http://fake').pathname
    const method = request.method ?? 'GET'
    const cookies = parseCookies(request.headers.cookie ?? '')
    requests.push({ method, path, cookie: request.headers.cookie ?? '' })

    let browserSession = cookies.get('dilemma_session')
    if (method === 'GET' && (!browserSession || !xsrfTokens.has(browserSession))) {
      browserSession = randomBytes(8).toString('hex')
      const xsrf = `e:${randomBytes(9).toString('base64')}==`
      xsrfTokens.set(browserSession, xsrf)
      addCookies(response, [
        `dilemma_session=${browserSession}; Path=/; HttpOnly; SameSite=Lax; Max-Age=2592000`,
        `XSRF-TOKEN=${encodeURIComponent(xsrf)}; Path=/; SameSite=Lax; Max-Age=7200`,
      ])
    }
    if (method !== 'GET') {
      const expected = browserSession ? xsrfTokens.get(browserSession) : undefined
      if (!expected || request.headers['x-csrf-token'] !== expected) return fail(response, 403, 'CSRF_MISMATCH')
    }

    const route = `${method} ${path}`
    if (route === 'GET /api/health') return send(response, 200, FAKE_HEALTH)

    if (route === 'POST /api/auth/login') {
      const body = JSON.parse((await readRawBody(request)).toString('utf8')) as {
        usernameOrEmail?: string
        password?: string
      }
      const account = accounts.find(
        (candidate) =>
          (candidate.username === body.usernameOrEmail || candidate.email === body.usernameOrEmail) &&
          candidate.password === body.password,
      )
      if (!account) return fail(response, 401, 'INVALID_CREDENTIALS')
      startSession(response, account.id, randomBytes(6).toString('hex'))
      return send(response, 200, { success: true, user: publicUser(account), message: 'Logged in.' })
    }

    if (route === 'POST /api/auth/refresh') {
      const token = cookies.get('refresh_token')
      if (!token) return fail(response, 401, 'TOKEN_MISSING')
      const refresh = refreshTokens.get(token)
      if (!refresh || revokedSessions.has(refresh.sessionId)) return fail(response, 401, 'TOKEN_BLACKLISTED')
      refreshTokens.delete(token)
      startSession(response, refresh.userId, refresh.sessionId)
      return send(response, 200, { success: true, message: 'Session renewed.' })
    }

    const access = currentAccess(cookies)
    if ('error' in access) return fail(response, 401, access.error)
    const account = accounts.find((candidate) => candidate.id === access.userId)!

    if (route === 'GET /api/users/me') return send(response, 200, { user: publicUser(account) })
    if (route === 'POST /api/auth/logout' || route === 'POST /api/auth/logout-all') {
      if (route.endsWith('logout-all')) {
        for (const token of accessTokens.values()) if (token.userId === account.id) revokedSessions.add(token.sessionId)
      } else {
        revokedSessions.add(access.sessionId)
      }
      addCookies(response, [
        'access_token=; Path=/api; Max-Age=0',
        'refresh_token=; Path=/api/auth; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
      ])
      return send(response, 200, { success: true, message: 'Logged out.' })
    }
    return fail(response, 404, 'NOT_FOUND')
  }

  const { url, close } = await serveOnLoopback(handle)

  return {
    url,
    requests,
    expireAccessTokens: () => {
      for (const token of accessTokens.values()) token.expired = true
    },
    revokeAllSessions: () => {
      for (const token of accessTokens.values()) revokedSessions.add(token.sessionId)
    },
    close,
  }
}

function publicUser({ password: _password, ...account }: Account) {
  return {
    ...account,
    bio: null,
    avatar_url: null,
    is_email_verified: true,
    created_at: '2030-01-01T00:00:00.000Z',
    username_last_changed_at: null,
    last_login_at: '2030-01-02T08:00:00.000Z',
    current_login_streak: 2,
    max_login_streak: 5,
    trial_ends_at: null,
  }
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0) cookies.set(pair.slice(0, separator).trim(), pair.slice(separator + 1).trim())
  }
  return cookies
}

function addCookies(response: ServerResponse, cookies: string[]): void {
  const existing = response.getHeader('Set-Cookie')
  response.setHeader('Set-Cookie', [...(Array.isArray(existing) ? existing : []), ...cookies])
}
