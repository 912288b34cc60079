import type { StoredCookie } from './stored-cookie.js'

/**
 * Reads one `Set-Cookie` header sent by `requestUrl` (RFC 6265 §5.2, the attributes the API uses).
 * Returns undefined for a header the jar must ignore: malformed, or for a domain that is not the sender's.
 */
export function parseSetCookie(header: string, requestUrl: URL, now: number): StoredCookie | undefined {
  const [pair = '', ...attributes] = header.split(';')
  const separator = pair.indexOf('=')
  const name = pair.slice(0, separator).trim()
  if (separator < 0 || name === '') return undefined

  const host = requestUrl.hostname
  const cookie: StoredCookie = {
    name,
    value: pair.slice(separator + 1).trim(),
    domain: host,
    hostOnly: true,
    path: defaultPath(requestUrl.pathname),
    secure: false,
    expiresAt: null,
  }
  let maxAgeExpiry: number | undefined

  for (const attribute of attributes) {
    const equals = attribute.indexOf('=')
    const key = (equals < 0 ? attribute : attribute.slice(0, equals)).trim().toLowerCase()
    const value = equals < 0 ? '' : attribute.slice(equals + 1).trim()
    switch (key) {
      case 'expires': {
        const time = Date.parse(value)
        if (!Number.isNaN(time)) cookie.expiresAt = time
        break
      }
      case 'max-age':
        if (/^-?\d+$/.test(value)) maxAgeExpiry = now + Number(value) * 1000
        break
      case 'domain': {
        const domain = value.replace(/^\./, '').toLowerCase()
        if (domain === '') break
        if (host !== domain && !host.endsWith(`.${domain}`)) return undefined
        cookie.domain = domain
        cookie.hostOnly = false
        break
      }
      case 'path':
        if (value.startsWith('/')) cookie.path = value
        break
      case 'secure':
        cookie.secure = true
        break
    }
  }
  // Max-Age wins over Expires whatever their order.
  if (maxAgeExpiry !== undefined) cookie.expiresAt = maxAgeExpiry
  return cookie
}

/** RFC 6265 §5.1.4: the directory of the request path. */
function defaultPath(requestPath: string): string {
  const lastSlash = requestPath.lastIndexOf('/')
  return lastSlash <= 0 ? '/' : requestPath.slice(0, lastSlash)
}
