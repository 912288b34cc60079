import { useEffect } from 'react'

/** Runs `action` once `delayMs` after it is set; clearing it (or unmounting) cancels the run. */
export function useDelayedAction(action: (() => void) | null, delayMs: number): void {
  useEffect(() => {
    if (!action) return
    const timer = window.setTimeout(action, delayMs)
    return () => window.clearTimeout(timer)
  }, [action, delayMs])
}
