import { Anchor } from '@mantine/core'

export interface ReadMoreToggleProps {
  expanded: boolean
  onToggle: () => void
  readMoreLabel: string
  showLessLabel: string
}

export function ReadMoreToggle({ expanded, onToggle, readMoreLabel, showLessLabel }: ReadMoreToggleProps) {
  return (
    <Anchor
      component="button"
      type="button"
      className="dilemma-touch-target"
      size="sm"
      fw={700}
      onClick={onToggle}
      aria-expanded={expanded}
    >
      {expanded ? showLessLabel : readMoreLabel}
    </Anchor>
  )
}
