import { Badge, Box, FormattedMessage } from '@dilemma/design-system'
import type { ReactNode } from 'react'

interface PaidFeatureGateProps {
  unlocked: boolean
  /** Shows the premium popup. */
  onLockedClick: () => void
  children: ReactNode
}

/**
 * A paid field: usable on Pro and Premium; for a free member it is shown but inert, and a click
 * opens the premium popup (member-spec §5 Add post).
 */
export function PaidFeatureGate({ unlocked, onLockedClick, children }: PaidFeatureGateProps) {
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
      <Box style={{ opacity: 0.55, pointerEvents: 'none' }} aria-hidden>
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
        <FormattedMessage id="member.posts.form.proOnly" />
      </Badge>
    </Box>
  )
}
