import type { CookieStore } from '../core/cookie-store.js'
import { parseSetCookie } from './parse-set-cookie.js'
import { cookieMatches, isExpired, type StoredCookie } from './stored-cookie.js'

/** An in-memory cookie jar for Node; `onChange` lets a caller persist it (see openFileCookieJar). */
export class CookieJar implements CookieStore {
  readonly #cookies = new Map<string, StoredCookie>()

  constructor(
    cookies: readonly StoredCookie[] = [],
    private readonly onChange: (jar: CookieJar) => void = () => {},
  ) {
    for (const cookie of cookies) this.#cookies.set(keyOf(cookie), cookie)
  }

  cookieHeaderFor(url: URL): string | undefined {
    const cookies = this.#matching(url)
    return cookies.length === 0 ? undefined : cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  }

  valueFor(name: string, url: URL): string | undefined {
    return this.#matching(url).find((cookie) => cookie.name === name)?.value
  }

  storeSetCookies(url: URL, setCookieHeaders: readonly string[]): void {
    const now = Date.now()
    let changed = false
    for (const header of setCookieHeaders) {
      const cookie = parseSetCookie(header, url, now)
      if (!cookie) continue
      // A cookie sent already expired is how a server deletes one.
      if (isExpired(cookie, now)) this.#cookies.delete(keyOf(cookie))
      else this.#cookies.set(keyOf(cookie), cookie)
      changed = true
    }
    if (changed) this.onChange(this)
  }

  clear(): void {
    this.#cookies.clear()
    this.onChange(this)
  }

  /** The cookies still alive, e.g. for saving. */
  cookies(): StoredCookie[] {
    const now = Date.now()
    return [...this.#cookies.values()].filter((cookie) => !isExpired(cookie, now))
  }

  /** RFC 6265 §5.4: longer paths first, then in the order the cookies were set. */
  #matching(url: URL): StoredCookie[] {
    return this.cookies()
      .filter((cookie) => cookieMatches(cookie, url))
      .sort((left, right) => right.path.length - left.path.length)
  }
}

function keyOf({ name, domain, path }: StoredCookie): string {
  return `${domain};${path};${name}`
}
