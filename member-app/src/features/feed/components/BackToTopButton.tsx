import { Button, FormattedMessage } from '@dilemma/design-system'
import { Affix, Transition, useWindowScroll } from '@dilemma/design-system/widgets'

/** Shown after scrolling more than 900 px (member-spec §9). */
export const BACK_TO_TOP_AFTER_PX = 900

export function BackToTopButton() {
  const [scroll, scrollTo] = useWindowScroll()
  return (
    <Affix position={{ bottom: 88, right: 20 }}>
      <Transition transition="slide-up" mounted={scroll.y > BACK_TO_TOP_AFTER_PX}>
        {(styles) => (
          <Button style={styles} radius="xl" onClick={() => scrollTo({ y: 0 })}>
            <FormattedMessage id="member.feed.backToTop" />
          </Button>
        )}
      </Transition>
    </Affix>
  )
}
