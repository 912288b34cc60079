import type { ApiClient, ApiResponse } from '@japa/api-client'

interface StoredCookie {
  value: string
  path: string
}

type Method = 'get' | 'post' | 'put' | 'delete'

/**
 * Talks to the API the way a browser tab does: it keeps the cookies the server sets (respecting
 * their paths and deletions) and echoes the XSRF-TOKEN cookie in the X-XSRF-TOKEN header, as the
 * api-client does. Raw cookie values travel untouched, so signatures are the server's own.
 */
export class CookieAgent {
  private cookies = new Map<string, StoredCookie>()

  constructor(private client: ApiClient) {}

  /** An agent that already holds the session and XSRF cookies from a first GET. */
  static async open(client: ApiClient) {
    const agent = new CookieAgent(client)
    await agent.send('get', '/api/health')
    return agent
  }

  async send(method: Method, url: string, body?: unknown, options: { csrf?: boolean } = {}): Promise<ApiResponse> {
    const request = this.client[method](url)
    const cookieHeader = this.cookieHeaderFor(url)
    if (cookieHeader) request.header('cookie', cookieHeader)
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf && options.csrf !== false) request.header('x-xsrf-token', decodeURIComponent(xsrf.value))
    if (body !== undefined) request.json(body)
    const response = await request
    this.absorb(response)
    return response
  }

  has(name: string): boolean {
    return this.cookies.has(name)
  }

  raw(name: string): string | undefined {
    return this.cookies.get(name)?.value
  }

  /** Copy of this agent: a second tab or a thief holding the same cookies. */
  clone(): CookieAgent {
    const copy = new CookieAgent(this.client)
    for (const [name, cookie] of this.cookies) copy.cookies.set(name, { ...cookie })
    return copy
  }

  private cookieHeaderFor(url: string): string {
    return [...this.cookies]
      .filter(([, cookie]) => url.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ')
  }

  private absorb(response: ApiResponse) {
    const setCookies: string[] = [response.headers()['set-cookie'] ?? []].flat()
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim())
      const separator = pair!.indexOf('=')
      const name = pair!.slice(0, separator)
      const value = pair!.slice(separator + 1)
      const attribute = (key: string) =>
        attributes.find((part) => part.toLowerCase().startsWith(`${key}=`))?.slice(key.length + 1)
      const expires = attribute('expires')
      const deleted = attribute('max-age') === '0' || (expires !== undefined && Date.parse(expires) <= Date.now()) || !value
      if (deleted) this.cookies.delete(name)
      else this.cookies.set(name, { value, path: attribute('path') ?? '/' })
    }
  }
}
