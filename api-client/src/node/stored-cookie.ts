import { Cookie } from 'tough-cookie'

/** A cookie as the session file keeps it; `expiresAt` is epoch milliseconds, null for a session cookie. */
export interface StoredCookie {
  name: string
  value: string
  domain: string
  /** Without a Domain attribute a cookie goes back only to the exact host that set it. */
  hostOnly: boolean
  path: string
  secure: boolean
  expiresAt: number | null
}

/** The stored form of a tough-cookie cookie; null for one without a domain or path (never stored). */
export function storedCookieOf(cookie: Cookie): StoredCookie | null {
  if (!cookie.domain || !cookie.path) return null
  const expiry = cookie.expiryTime()
  return {
    name: cookie.key,
    value: cookie.value,
    domain: cookie.domain,
    hostOnly: cookie.hostOnly ?? true,
    path: cookie.path,
    secure: cookie.secure,
    expiresAt: expiry === undefined || expiry === Infinity ? null : expiry,
  }
}

export function cookieOf(stored: StoredCookie): Cookie {
  return new Cookie({
    key: stored.name,
    value: stored.value,
    domain: stored.domain,
    hostOnly: stored.hostOnly,
    path: stored.path,
    secure: stored.secure,
    expires: stored.expiresAt === null ? 'Infinity' : new Date(stored.expiresAt),
  })
}
