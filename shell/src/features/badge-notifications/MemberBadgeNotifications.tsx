import type { NewBadge } from '@dilemma/api-client'
import { useApiClient, useQueryClient } from '@dilemma/app-runtime'
import { useEffect, useRef, useState } from 'react'
import type { ComponentType } from 'react'
import type { BadgeNotificationCenterProps } from './BadgeNotificationCenter'
import { splitToasts, withArrivedBadges } from './newBadges'
import { useNewBadgePoll } from './useNewBadgePoll'
import { usePollEndedNotices } from './usePollEndedNotices'

/**
 * A signed-in member's new-badge poll and her poll-ended notices. Loaded only when a member is
 * signed in (BadgeNotifications); the notifications' code, the badge art and their texts load when
 * the first one arrives. Each badge is toasted once: the server remembers it (`markToasted`), so
 * the next page load lists it without a toast.
 */
export default function MemberBadgeNotifications({ userId }: { userId: number }) {
  const client = useApiClient()
  const queryClient = useQueryClient()
  const [badges, setBadges] = useState<NewBadge[]>([])
  const [toasts, setToasts] = useState<NewBadge[]>([])
  const clearedIds = useRef(new Set<number>())
  const [notices, noticeCleared] = usePollEndedNotices(userId)
  const Center = useNotificationCenter(badges.length + notices.length)

  useNewBadgePoll(true, (arrived) => {
    const next = withArrivedBadges(badges, arrived, clearedIds.current)
    if (next.length === badges.length) return
    const { toast, listOnly } = splitToasts(next)
    const toasted = new Set([...toast, ...listOnly].map((badge) => badge.id))
    setBadges(next.map((badge) => (toasted.has(badge.id) ? { ...badge, toasted: true } : badge)))
    setToasts((shown) => [...toast, ...shown])
    for (const badgeId of toasted)
      client.badges
        .markToasted(badgeId)
        .catch((error: unknown) => console.warn('Could not mark a badge toasted', error))
    // The member app's badge screens (same query cache) show the new badge as earned.
    void queryClient.invalidateQueries({ queryKey: ['badges'] })
  })

  const cleared = (badgeId: number) => {
    clearedIds.current.add(badgeId)
    setBadges((shown) => shown.filter((badge) => badge.id !== badgeId))
    void queryClient.invalidateQueries({ queryKey: ['badges'] })
  }
  const toastCleared = (badgeId: number) => setToasts((shown) => shown.filter((badge) => badge.id !== badgeId))

  return Center && badges.length + notices.length > 0 ? (
    <Center
      badges={badges}
      onCleared={cleared}
      toasts={toasts}
      onToastCleared={toastCleared}
      notices={notices}
      onNoticeCleared={noticeCleared}
    />
  ) : null
}

/** The notification centre's module, imported once the first notification is there (a failed import retries with the next). */
function useNotificationCenter(count: number): ComponentType<BadgeNotificationCenterProps> | null {
  const [center, setCenter] = useState<ComponentType<BadgeNotificationCenterProps> | null>(null)
  useEffect(() => {
    if (center || count === 0) return
    let active = true
    import('./BadgeNotificationCenter')
      .then((module) => active && setCenter(() => module.BadgeNotificationCenter))
      .catch((error: unknown) => console.warn('Could not load the badge notifications', error))
    return () => {
      active = false
    }
  }, [center, count])
  return center
}
