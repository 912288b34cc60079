import { FormattedMessage } from '@dilemma/app-runtime'
import { Badge, Box } from '@dilemma/design-system'
import { VisuallyHidden } from '@dilemma/design-system/widgets'
import type { ReactNode } from 'react'

interface PaidFeatureGateProps {
  unlocked: boolean
  /** The locked field's name, for the unlock button ("Unlock with Pro: Option C"). */
  feature: string
  /** Shows the premium popup. */
  onLockedClick: () => void
  children: ReactNode
}

/**
 * A paid field: usable on Pro and Premium. For a free member it is shown but inert (it takes no
 * focus and no text), and an "Unlock with Pro" button in its place, or a click on it, opens the
 * premium popup (member-spec §5 Add post). It is not dimmed: its placeholder keeps 4.5:1.
 */
export function PaidFeatureGate({ unlocked, feature, onLockedClick, children }: PaidFeatureGateProps) {
  if (unlocked) return children
  return (
    <Box
      pos="relative"
      onClickCapture={(event) => {
        event.preventDefault()
        event.stopPropagation()
        onLockedClick()
      }}
      data-locked
      style={{ cursor: 'pointer' }}
    >
      <Box inert style={{ pointerEvents: 'none' }}>
        {children}
      </Box>
      <Badge
        component="button"
        type="button"
        pos="absolute"
        top={0}
        right={0}
        color="plum"
        style={{ cursor: 'pointer', pointerEvents: 'auto' }}
      >
        <FormattedMessage id="member.posts.form.unlock" />
        {/* The field it unlocks, for screen readers: "Unlock with Pro: Option C". */}
        <VisuallyHidden>: {feature}</VisuallyHidden>
      </Badge>
    </Box>
  )
}
