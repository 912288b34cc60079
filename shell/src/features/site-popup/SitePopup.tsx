import { useLocation } from '@dilemma/app-runtime'
import { preloadOverlays } from '@dilemma/design-system'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useActivePopup } from './api/useActivePopup'
import { useFirstInteraction } from './firstInteraction'
import { readSeenPopupId, rememberSeenPopup } from './seenPopupStorage'
import { isSitePopupPage, isUnseenPopup } from './sitePopupRules'

const SitePopupModal = lazy(() => import('./SitePopupModal'))

/**
 * The active site popup (member-spec §2), shown once per popup id on this device, on / and /feed,
 * from the visitor's first interaction with the page on: it never delays the first screen nor
 * becomes its largest paint. Its picture is fetched before; the dialog's code when it
 * first opens (its chunk and Mantine's overlays at once, not one after the other).
 */
export function SitePopup() {
  const onPopupPage = isSitePopupPage(useLocation().pathname)
  const prepared = useActivePopup(onPopupPage)
  const interacted = useFirstInteraction()
  // Read once: closing updates it, so the popup closes even where storage is unavailable.
  const [seenPopupId, setSeenPopupId] = useState(readSeenPopupId)
  const opened = prepared !== null && onPopupPage && interacted && isUnseenPopup(prepared.popup.id, seenPopupId)
  // Mounted from its first opening on, so that it can close with its transition.
  const [everOpened, setEverOpened] = useState(opened)
  if (opened && !everOpened) setEverOpened(true)
  useEffect(() => {
    if (everOpened) preloadOverlays().catch(() => {})
  }, [everOpened])

  if (!prepared || !everOpened) return null
  const { popup, imageSize } = prepared

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
