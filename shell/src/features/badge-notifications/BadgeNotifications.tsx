import { useSession } from '@dilemma/design-system'
import { lazy, Suspense } from 'react'

// A guest never polls: the poller's code loads with the first signed-in member (first-page budget).
const MemberBadgeNotifications = lazy(() => import('./MemberBadgeNotifications'))

/**
 * New-badge notifications (member-spec §2, §4): polled while a member is signed in, never for
 * guests, whose first page carries only this check.
 */
export function BadgeNotifications() {
  const { user } = useSession()
  if (!user) return null
  // Keyed by member: another account signing in on this tab starts with no notifications.
  return (
    <Suspense fallback={null}>
      <MemberBadgeNotifications key={user.id} userId={user.id} />
    </Suspense>
  )
}
