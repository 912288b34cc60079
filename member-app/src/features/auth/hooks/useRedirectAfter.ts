import { useNavigate } from '@dilemma/app-runtime'
import { useMemo } from 'react'
import { useDelayedAction } from '@/lib/useDelayedAction'

/** Goes to `target` after `delayMs`, once a target is set; leaving the page cancels it. */
export function useRedirectAfter(target: string | null, delayMs: number): void {
  const navigate = useNavigate()
  const redirect = useMemo(
    () => (target === null ? null : () => void navigate(target, { replace: true })),
    [target, navigate],
  )
  useDelayedAction(redirect, delayMs)
}
