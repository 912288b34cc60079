import { useAfterAppShown, useLocation, useSession } from '@dilemma/app-runtime'
import { lazy, Suspense } from 'react'
import { CLIENT_PATHS } from '@dilemma/contract/client-paths'

// A guest never polls: the poller's code loads with the first signed-in member (first-page budget).
const MemberBadgeNotifications = lazy(() => import('./MemberBadgeNotifications'))

/** The admin console: member toasts and their floating list would cover its header, tabs and cards. */
const isConsolePage = (pathname: string) =>
  pathname === CLIENT_PATHS.console || pathname.startsWith(`${CLIENT_PATHS.console}/`)

/**
 * New-badge notifications (member-spec §2, §4): polled while a member is signed in, never for
 * guests, whose first page carries only this check. Not in the admin console: they wait, unseen,
 * for the next member page (the list is reachable there). They start once the app shows the page
 * and the browser is idle: their code, calls and live channel stay out of the take-over of her
 * first screen, which they made the longest tasks of her page load.
 */
export function BadgeNotifications() {
  const { user } = useSession()
  const { pathname } = useLocation()
  const started = useAfterAppShown()
  if (!user || isConsolePage(pathname) || !started) return null
  // Keyed by member: another account signing in on this tab starts with no notifications.
  return (
    <Suspense fallback={null}>
      <MemberBadgeNotifications key={user.id} userId={user.id} />
    </Suspense>
  )
}
