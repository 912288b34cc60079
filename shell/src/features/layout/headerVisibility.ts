/** member-spec §2 Feed and §9: the header hides on scrolling down past 50 px. */
export const headerHidesAfterPx = 50

/**
 * Whether the header is hidden once the page scrolled from `previousY` to `currentY`: hidden while
 * scrolling down past the threshold, back as soon as she scrolls up or returns near the top.
 */
export function headerHiddenAfterScroll(previousY: number, currentY: number, hiddenBefore: boolean): boolean {
  if (currentY <= headerHidesAfterPx) return false
  if (currentY > previousY) return true
  if (currentY < previousY) return false
  return hiddenBefore
}
