import { createContext } from 'react'
import { COOKIES } from '@dilemma/api-client'

export const cookieConsentStorageKey = 'dilemma.cookieConsent'
/** The acceptance as the server sees it (backend `middleware/first_screen.ts`), a year. */
export const COOKIE_CONSENT_COOKIE = COOKIES.consent

/**
 * On the server: whether the reader accepted the notice (its cookie). The first screen shows the
 * notice unless she did, so that it is painted with the page instead of arriving with the app, when
 * it was often the page's largest text and its largest paint. The default renders none.
 */
export const ServerCookieConsent = createContext(true)

const hasConsentCookie = () => document.cookie.split('; ').includes(`${COOKIE_CONSENT_COOKIE}=accepted`)

/** Accepted in this browser: stored locally, or in the cookie the server reads. */
export function cookieNoticeAccepted(): boolean {
  return window.localStorage.getItem(cookieConsentStorageKey) === 'accepted' || hasConsentCookie()
}

/** Keeps the acceptance in both places (an acceptance from before the cookie gets it now). */
export function storeCookieConsent(): void {
  window.localStorage.setItem(cookieConsentStorageKey, 'accepted')
  if (!hasConsentCookie()) document.cookie = `${COOKIE_CONSENT_COOKIE}=accepted; path=/; max-age=31536000; samesite=lax`
}
