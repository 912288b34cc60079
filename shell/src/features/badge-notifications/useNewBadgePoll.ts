import type { NewBadge } from '@dilemma/api-client'
import { useApiClient } from '@dilemma/app-runtime'
import { useDocumentVisibility } from '@dilemma/design-system'
import { useEffect, useRef } from 'react'
import { BADGE_POLL_INTERVAL_MS } from './newBadges'

/**
 * Asks `GET /users/badges/new` at once and then every 30 s while `enabled` (a member is signed in)
 * and the tab is visible. A hidden tab is not asked (nobody would see a toast); when it becomes
 * visible again it is asked at once. A failed poll is only logged: the next one tries again.
 */
export function useNewBadgePoll(enabled: boolean, onAnswer: (badges: NewBadge[]) => void): void {
  const client = useApiClient()
  const visible = useDocumentVisibility() === 'visible'
  // The latest callback, so that a new function each render does not restart the timer.
  const answered = useRef(onAnswer)
  useEffect(() => {
    answered.current = onAnswer
  })

  useEffect(() => {
    if (!enabled || !visible) return
    let active = true
    const ask = () => {
      client.badges
        .unseen()
        .then(({ newBadges }) => active && answered.current(newBadges))
        .catch((error: unknown) => console.warn('Could not ask for new badges', error))
    }
    ask()
    const timer = setInterval(ask, BADGE_POLL_INTERVAL_MS)
    return () => {
      active = false
      clearInterval(timer)
    }
  }, [client, enabled, visible])
}
