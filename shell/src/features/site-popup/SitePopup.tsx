import { useLocation } from '@dilemma/design-system'
import { lazy, Suspense, useState } from 'react'
import { useActivePopup } from './api/useActivePopup'
import { useFirstInteraction } from './firstInteraction'
import { loadSitePopupModal } from './prepareSitePopup'
import { readSeenPopupId, rememberSeenPopup } from './seenPopupStorage'
import { isSitePopupPage, isUnseenPopup } from './sitePopupRules'

const SitePopupModal = lazy(loadSitePopupModal)

/**
 * The active site popup (member-spec §2), shown once per popup id on this device, on / and /feed,
 * from the visitor's first interaction with the page on: it never delays the first screen nor
 * becomes its largest paint (issue 27). Its picture and code are fetched before.
 */
export function SitePopup() {
  const onPopupPage = isSitePopupPage(useLocation().pathname)
  const prepared = useActivePopup(onPopupPage)
  const interacted = useFirstInteraction()
  // Read once: closing updates it, so the popup closes even where storage is unavailable.
  const [seenPopupId, setSeenPopupId] = useState(readSeenPopupId)

  if (!prepared) return null
  const { popup, imageSize } = prepared
  const opened = onPopupPage && interacted && isUnseenPopup(popup.id, seenPopupId)

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
