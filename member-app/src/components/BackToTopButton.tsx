import { Button, FormattedMessage } from '@dilemma/design-system'
import { Affix, Transition, useWindowScroll } from '@dilemma/design-system/widgets'

export interface BackToTopButtonProps {
  /** Shown once the page has scrolled further than this (member-spec §9: feed 900, profile on mobile 300). */
  afterPx: number
}

/** A floating "back to top" button; its text comes with the polls' messages. */
export function BackToTopButton({ afterPx }: BackToTopButtonProps) {
  const [scroll, scrollTo] = useWindowScroll()
  return (
    <Affix position={{ bottom: 88, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > afterPx}>
        {(styles) => (
          <Button style={styles} radius="xl" onClick={() => scrollTo({ y: 0 })}>
            <FormattedMessage id="member.feed.backToTop" />
          </Button>
        )}
      </Transition>
    </Affix>
  )
}
