import { useLocation } from '@dilemma/design-system'
import { lazy, Suspense, useState } from 'react'
import { useActivePopup } from './api/useActivePopup'
import { loadSitePopupModal } from './prepareSitePopup'
import { readSeenPopupId, rememberSeenPopup } from './seenPopupStorage'
import { isSitePopupPage, isUnseenPopup } from './sitePopupRules'

const SitePopupModal = lazy(loadSitePopupModal)

/** The active site popup (member-spec §2), shown once per popup id on this device, on / and /feed. */
export function SitePopup() {
  const onPopupPage = isSitePopupPage(useLocation().pathname)
  const prepared = useActivePopup(onPopupPage)
  // Read once: closing updates it, so the popup closes even where storage is unavailable.
  const [seenPopupId, setSeenPopupId] = useState(readSeenPopupId)

  if (!prepared) return null
  const { popup, imageSize } = prepared
  const opened = onPopupPage && isUnseenPopup(popup.id, seenPopupId)

  const close = () => {
    rememberSeenPopup(popup.id)
    setSeenPopupId(popup.id)
  }

  return (
    <Suspense fallback={null}>
      <SitePopupModal popup={popup} imageSize={imageSize} opened={opened} onClose={close} />
    </Suspense>
  )
}
