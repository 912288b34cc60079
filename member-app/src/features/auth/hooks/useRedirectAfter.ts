import { useNavigate } from '@dilemma/design-system'
import { useEffect } from 'react'

/** Goes to `target` after `delayMs`, once a target is set; leaving the page cancels it. */
export function useRedirectAfter(target: string | null, delayMs: number): void {
  const navigate = useNavigate()
  useEffect(() => {
    if (target === null) return
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), delayMs)
    return () => window.clearTimeout(timer)
  }, [target, delayMs, navigate])
}
