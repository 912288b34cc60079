import { ApiClient, type ApiRequest, type ApiResponse } from '@japa/api-client'
import encryption from '@adonisjs/core/services/encryption'
import { CookieClient } from '@adonisjs/core/http'
import type User from '#models/user'
import StartSession from '#actions/sessions/start_session'
import {
  ACCESS_COOKIE,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  createAccessTokenPayload,
} from '#services/accounts/session_tokens'
import { Multipart } from '#tests/helpers/multipart'

interface StoredCookie {
  /** Decoded value, exactly as the server signed or encrypted it. */
  value: string
  path: string
}

type Method = 'get' | 'post' | 'put' | 'delete'
type AnyCaseMethod = Method | Uppercase<Method>

const SESSION_COOKIE = 'dilemma_session'
const cookieClient = () => new CookieClient(encryption)

/** The raw Set-Cookie lines of a response. */
export function setCookieLines(response: ApiResponse): string[] {
  return [response.headers()['set-cookie'] ?? []].flat()
}

/**
 * Talks to the API the way a browser tab does: it keeps the cookies the server sets (respecting
 * their paths and deletions) and echoes the XSRF-TOKEN cookie in the X-CSRF-Token header, as the
 * api-client does. Bodies are JSON, or a Multipart form.
 */
export class CookieAgent {
  private cookies = new Map<string, StoredCookie>()

  /** Japa's client (the test context's, or a new one: its plugins are registered globally). */
  constructor(private client: ApiClient = new ApiClient()) {}

  /** An agent that already holds the session and XSRF cookies from a first GET. */
  static async open(client?: ApiClient) {
    const agent = new CookieAgent(client)
    await agent.send('get', '/api/health')
    return agent
  }

  /** Signs in as `user` without a password: a real session row and real signed cookies. */
  async actAs(user: User) {
    const { session, refreshToken } = await StartSession.handle({ userId: user.id })
    const cookies = cookieClient()
    this.cookies.set(ACCESS_COOKIE, {
      value: cookies.sign(ACCESS_COOKIE, createAccessTokenPayload(session.id, user.id))!,
      path: '/',
    })
    this.cookies.set(REFRESH_COOKIE, { value: cookies.sign(REFRESH_COOKIE, refreshToken)!, path: REFRESH_COOKIE_PATH })
    return session
  }

  async send(
    method: AnyCaseMethod,
    url: string,
    body?: unknown,
    options: { csrf?: boolean; followRedirects?: boolean } = {},
  ): Promise<ApiResponse> {
    const request = this.client.request(url, method.toUpperCase())
    this.keepServerSession(request)
    request.setup(() => {
      for (const [name, cookie] of this.cookies) {
        if (url.startsWith(cookie.path) && name !== SESSION_COOKIE)
          request.cookiesJar[name] = { name, value: cookie.value }
      }
    })
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf && options.csrf !== false) request.header('x-csrf-token', xsrf.value)
    if (options.followRedirects === false) request.redirects(0)
    if (body instanceof Multipart) body.applyTo(request)
    else if (body !== undefined) request.json(body)
    const response = await request
    this.absorb(response)
    return response
  }

  has(name: string): boolean {
    return this.cookies.has(name)
  }

  /** Replaces a cookie's value, e.g. to present a stolen or forged token. */
  setCookie(name: string, value: string, path = '/') {
    this.cookies.set(name, { value, path })
  }

  /** The Cookie header a browser would send to `url` with this agent's cookies. */
  cookieHeader(url: string): string {
    return [...this.cookies]
      .filter(([, cookie]) => url.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${encodeURIComponent(cookie.value)}`)
      .join('; ')
  }

  value(name: string): string | undefined {
    return this.cookies.get(name)?.value
  }

  /** Copy of this agent: a second tab, or someone holding a copy of the cookies. */
  clone(): CookieAgent {
    const copy = new CookieAgent(this.client)
    for (const [name, cookie] of this.cookies) copy.cookies.set(name, { ...cookie })
    return copy
  }

  /**
   * Japa's session plugin sends a fresh session id with every request and destroys the
   * server's session after the response. A browser keeps its session (and so its CSRF secret):
   * hand the plugin our session id and keep it from destroying the session.
   */
  private keepServerSession(request: ApiRequest) {
    const sessionClient = request.sessionClient
    const storedId = this.cookies.get(SESSION_COOKIE)
    const sessionId = storedId ? cookieClient().unsign(SESSION_COOKIE, storedId.value) : null
    if (typeof sessionId === 'string') sessionClient.sessionId = sessionId
    sessionClient.destroy = async () => {}
  }

  private absorb(response: ApiResponse) {
    for (const line of setCookieLines(response)) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const separator = pair!.indexOf('=')
      const name = pair!.slice(0, separator)
      const value = decodeURIComponent(pair!.slice(separator + 1))
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
      const expires = attribute('expires')
      const deleted =
        !value || attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now())
      if (deleted) this.cookies.delete(name)
      else this.cookies.set(name, { value, path: attribute('path') ?? '/' })
    }
  }
}
