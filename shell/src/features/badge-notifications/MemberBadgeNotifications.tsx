import type { EarnedBadge } from '@dilemma/api-client'
import { useQueryClient } from '@dilemma/design-system'
import { useEffect, useRef, useState } from 'react'
import type { ComponentType } from 'react'
import type { BadgeNotificationCenterProps } from './BadgeNotificationCenter'
import { withArrivedBadges } from './newBadges'
import { useNewBadgePoll } from './useNewBadgePoll'

/**
 * A signed-in member's new-badge poll. Loaded only when a member is signed in (BadgeNotifications);
 * the notifications' code, the badge art and their texts load when the first new badge arrives.
 */
export default function MemberBadgeNotifications() {
  const queryClient = useQueryClient()
  const [badges, setBadges] = useState<EarnedBadge[]>([])
  const clearedIds = useRef(new Set<number>())
  const Center = useNotificationCenter(badges.length)

  useNewBadgePoll(true, (arrived) => {
    const next = withArrivedBadges(badges, arrived, clearedIds.current)
    if (next.length === badges.length) return
    setBadges(next)
    // The member app's badge screens (same query cache) show the new badge as earned.
    void queryClient.invalidateQueries({ queryKey: ['badges'] })
  })

  const cleared = (badgeId: number) => {
    clearedIds.current.add(badgeId)
    setBadges((shown) => shown.filter((badge) => badge.id !== badgeId))
    void queryClient.invalidateQueries({ queryKey: ['badges'] })
  }

  return Center && badges.length > 0 ? <Center badges={badges} onCleared={cleared} /> : null
}

/** The notification centre's module, imported once the first badge is there (a failed import retries with the next badge). */
function useNotificationCenter(badgeCount: number): ComponentType<BadgeNotificationCenterProps> | null {
  const [center, setCenter] = useState<ComponentType<BadgeNotificationCenterProps> | null>(null)
  useEffect(() => {
    if (center || badgeCount === 0) return
    let active = true
    import('./BadgeNotificationCenter')
      .then((module) => active && setCenter(() => module.BadgeNotificationCenter))
      .catch((error: unknown) => console.warn('Could not load the badge notifications', error))
    return () => {
      active = false
    }
  }, [center, badgeCount])
  return center
}
