import { COOKIES } from '@dilemma/contract/cookies'
import type { CookieStore } from './cookie-store.js'

export const XSRF_COOKIE = COOKIES.xsrf
export const XSRF_HEADER = 'X-CSRF-Token'
/**
 * A page on another origin than the API (the standalone admin site) cannot read the API's cookie;
 * the API hands such an origin the token in this answer header instead.
 */
export const XSRF_HANDOVER_HEADER = 'X-XSRF-Token'

/** Reads the XSRF token the server put in a cookie, from the cookie store or the page's cookies. */
export type XsrfTokenReader = (url: string) => string | undefined

export function createXsrfTokenReader(cookieStore: CookieStore | undefined): XsrfTokenReader | undefined {
  if (cookieStore) return (url) => decodeValue(cookieStore.valueFor(XSRF_COOKIE, new URL(url)))
  const page = (globalThis as { document?: { cookie?: string } }).document
  if (page) return () => decodeValue(readCookie(page.cookie ?? '', XSRF_COOKIE))
  // Neither a browser nor a cookie store: there is no session, hence nothing to protect.
  return undefined
}

function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=')
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim()
  }
  return undefined
}

/** The server URI-encodes the token in the cookie and expects it decoded in the header. */
function decodeValue(value: string | undefined): string | undefined {
  if (!value) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}
