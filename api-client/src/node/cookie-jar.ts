import { Cookie, CookieJar as ToughCookieJar } from 'tough-cookie'
import type { CookieStore } from '../core/cookie-store.js'
import { cookieOf, storedCookieOf, type StoredCookie } from './stored-cookie.js'

/**
 * Max-Age as the moment it ends (RFC 6265 §5.2.2: now + delta, ≤ 0 is already over). tough-cookie
 * counts Max-Age from the cookie's last use instead, so a cookie read now and then would never end.
 */
function withFixedExpiry(cookie: Cookie, now: number): Cookie {
  if (typeof cookie.maxAge !== 'number') return cookie
  cookie.expires = new Date(cookie.maxAge > 0 ? now + cookie.maxAge * 1000 : 0)
  cookie.maxAge = null
  return cookie
}

/**
 * An in-memory cookie jar for Node: tough-cookie (RFC 6265: paths, domains, expiry, `Secure` and
 * `__Host-` rules, loopback as a secure origin) behind the api-client's CookieStore. `onChange` lets
 * a caller persist it (see openFileCookieJar).
 */
export class CookieJar implements CookieStore {
  readonly #jar = new ToughCookieJar()

  constructor(
    cookies: readonly StoredCookie[] = [],
    private readonly onChange: (jar: CookieJar) => void = () => {},
  ) {
    // The memory store puts synchronously; its promise only reports that it did.
    for (const cookie of cookies) void this.#jar.store.putCookie(cookieOf(cookie))
  }

  cookieHeaderFor(url: URL): string | undefined {
    return this.#jar.getCookieStringSync(url.href) || undefined
  }

  valueFor(name: string, url: URL): string | undefined {
    return this.#jar.getCookiesSync(url.href).find((cookie) => cookie.key === name)?.value
  }

  storeSetCookies(url: URL, setCookieHeaders: readonly string[]): void {
    const now = Date.now()
    // A header the jar must refuse (malformed, another site's domain, Secure over plain http) is skipped.
    const stored = setCookieHeaders.filter((header) => {
      const cookie = Cookie.parse(header)
      return cookie && this.#jar.setCookieSync(withFixedExpiry(cookie, now), url.href, { ignoreError: true })
    })
    if (stored.length > 0) this.onChange(this)
  }

  clear(): void {
    this.#jar.removeAllCookiesSync()
    this.onChange(this)
  }

  /** The cookies still alive, e.g. for saving. */
  cookies(): StoredCookie[] {
    const now = Date.now()
    return (this.#jar.serializeSync()?.cookies ?? [])
      .map((serialized) => Cookie.fromJSON(serialized))
      .filter((cookie) => cookie !== undefined && (cookie.expiryTime() ?? Infinity) > now)
      .map((cookie) => storedCookieOf(cookie!))
      .filter((cookie) => cookie !== null)
  }
}
