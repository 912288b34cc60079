/** The admin console (its own remote) is a work place: no announcements there. */
const adminPathPrefix = '/madmin'

export function isAdminPath(pathname: string): boolean {
  return pathname === adminPathPrefix || pathname.startsWith(`${adminPathPrefix}/`)
}

/** A popup is shown once per id: a newer popup (another id) shows again. */
export function isUnseenPopup(popupId: number, seenPopupId: number | null): boolean {
  return popupId !== seenPopupId
}
