import { useCallback, useEffect, useRef, useState } from 'react'
import { nextToastStep } from './toastTimeline'
import type { ToastPhase } from './toastTimeline'

/**
 * Runs one toast through its timeline (toastTimeline.ts); `onCleared` once it is gone. `dismiss`
 * ends it early: it fades out at once, as after its 5 s.
 */
export function useToastPhase(onCleared: () => void): { phase: ToastPhase; dismiss: () => void } {
  const [phase, setPhase] = useState<ToastPhase>('waiting')
  const cleared = useRef(onCleared)
  useEffect(() => {
    cleared.current = onCleared
  })

  useEffect(() => {
    const next = nextToastStep(phase)
    if (!next) {
      cleared.current()
      return
    }
    const timer = setTimeout(() => setPhase(next.phase), next.afterMs)
    return () => clearTimeout(timer)
  }, [phase])

  const dismiss = useCallback(() => setPhase((current) => (current === 'shown' ? 'hiding' : current)), [])
  return { phase, dismiss }
}
