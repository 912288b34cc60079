/** A cookie as the jar keeps it; `expiresAt` is epoch milliseconds, null for a session cookie. */
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

export function isExpired(cookie: StoredCookie, now: number): boolean {
  return cookie.expiresAt !== null && cookie.expiresAt <= now
}

/** RFC 6265 §5.4: does this cookie go with a request to this URL? */
export function cookieMatches(cookie: StoredCookie, url: URL): boolean {
  return domainMatches(cookie, url.hostname) && pathMatches(cookie.path, url.pathname) && secureAllows(cookie, url)
}

function domainMatches(cookie: StoredCookie, host: string): boolean {
  if (cookie.hostOnly) return host === cookie.domain
  return host === cookie.domain || host.endsWith(`.${cookie.domain}`)
}

/** `/api/auth` matches `/api/auth` and `/api/auth/refresh`, not `/api/authors`. */
function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true
  if (!requestPath.startsWith(cookiePath)) return false
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/'
}

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Like browsers, the jar treats loopback as a secure origin so `Secure` cookies work in local runs. */
function secureAllows(cookie: StoredCookie, url: URL): boolean {
  return !cookie.secure || url.protocol === 'https:' || LOOPBACK_HOSTS.has(url.hostname)
}
