import { FormattedMessage } from '@dilemma/app-runtime'
import { Button, useOpenedOnce } from '@dilemma/design-system'
import { Affix, Transition } from '@dilemma/design-system/widgets'
import { useEffect, useState } from 'react'

export interface BackToTopButtonProps {
  /** Shown once the page has scrolled further than this (member-spec §9: feed 900, profile on mobile 300). */
  afterPx: number
}

/**
 * Whether the page has scrolled further than `afterPx`, from scroll events only. Not read when the
 * page mounts: reading the scroll position then makes the browser lay the new page out at once,
 * inside the task that mounted it (the first page's speed); a restored scroll position fires a
 * scroll event anyway. Renders again only when the answer changes, not on every scrolled pixel.
 */
function useScrolledPast(afterPx: number): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > afterPx)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [afterPx])
  return past
}

/**
 * A floating "back to top" button; its text comes with the polls' messages. Its portal is added
 * the first time it shows: a portal mounts with a state update of its own, which would render it
 * again inside the task that takes the server's first screen over.
 */
export function BackToTopButton({ afterPx }: BackToTopButtonProps) {
  const shown = useScrolledPast(afterPx)
  const portalNeeded = useOpenedOnce(shown)
  if (!portalNeeded) return null
  return (
    <Affix position={{ bottom: 88, right: 20 }}>
      <Transition transition="slide-up" mounted={shown}>
        {(styles) => (
          <Button style={styles} radius="xl" onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
            <FormattedMessage id="member.feed.backToTop" />
          </Button>
        )}
      </Transition>
    </Affix>
  )
}
