export const seenPopupStorageKey = 'dilemma.seenPopupId'

// Storage may be unavailable (private mode, blocked cookies): the popup then simply shows again
// on the next page load, which is better than breaking the page.

/** The id of the popup last closed on this device, or null. */
export function readSeenPopupId(): number | null {
  try {
    const stored = window.localStorage.getItem(seenPopupStorageKey)
    return stored === null ? null : Number(stored)
  } catch {
    return null
  }
}

export function rememberSeenPopup(popupId: number): void {
  try {
    window.localStorage.setItem(seenPopupStorageKey, String(popupId))
  } catch (error) {
    console.warn('Could not remember the seen site popup', error)
  }
}
