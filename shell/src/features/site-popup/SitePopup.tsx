import { useLocation } from '@dilemma/design-system'
import { lazy, Suspense, useState } from 'react'
import { useActivePopup } from './api/useActivePopup'
import { readSeenPopupId, rememberSeenPopup } from './seenPopupStorage'
import { isSitePopupPage, isUnseenPopup } from './sitePopupRules'

const SitePopupModal = lazy(() => import('./SitePopupModal'))

/** The active site popup (member-spec §2), shown once per popup id on this device, on / and /feed. */
export function SitePopup() {
  const onPopupPage = isSitePopupPage(useLocation().pathname)
  const popup = useActivePopup(onPopupPage)
  // Read once: closing updates it, so the popup closes even where storage is unavailable.
  const [seenPopupId, setSeenPopupId] = useState(readSeenPopupId)

  const opened = popup !== null && onPopupPage && isUnseenPopup(popup.id, seenPopupId)

  const close = () => {
    if (!popup) return
    rememberSeenPopup(popup.id)
    setSeenPopupId(popup.id)
  }

  if (!popup) return null
  return (
    <Suspense fallback={null}>
      <SitePopupModal popup={popup} opened={opened} onClose={close} />
    </Suspense>
  )
}
