/**
 * The badge toast's life (member-spec §2): it appears 100 ms after the badge arrives (so it slides
 * in after the page has painted), starts hiding 5 s later and is cleared 0.5 s after that, the
 * length of its fade-out.
 */
export const TOAST_SHOW_AFTER_MS = 100
export const TOAST_HIDE_AFTER_MS = 5_000
export const TOAST_CLEAR_AFTER_MS = 500

export type ToastPhase = 'waiting' | 'shown' | 'hiding' | 'cleared'

/** The phase that follows `phase`, and after how many milliseconds; null once cleared. */
export function nextToastStep(phase: ToastPhase): { phase: ToastPhase; afterMs: number } | null {
  switch (phase) {
    case 'waiting':
      return { phase: 'shown', afterMs: TOAST_SHOW_AFTER_MS }
    case 'shown':
      return { phase: 'hiding', afterMs: TOAST_HIDE_AFTER_MS }
    case 'hiding':
      return { phase: 'cleared', afterMs: TOAST_CLEAR_AFTER_MS }
    case 'cleared':
      return null
  }
}
