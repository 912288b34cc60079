import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

/**
 * The popup greets visitors where they arrive and browse. Anywhere else it would cover a task:
 * the sign-in, registration and reset forms, a profile, the admin console.
 */
const sitePopupPages: ReadonlySet<string> = new Set([CLIENT_PATHS.landing, CLIENT_PATHS.feed])

export function isSitePopupPage(pathname: string): boolean {
  return sitePopupPages.has(pathname)
}

/** A popup is shown once per id: a newer popup (another id) shows again. */
export function isUnseenPopup(popupId: number, seenPopupId: number | null): boolean {
  return popupId !== seenPopupId
}
