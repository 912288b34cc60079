import { FormattedMessage } from '@dilemma/app-runtime'
import { Button } from '@dilemma/design-system'

interface FeedFiltersButtonProps {
  opened: boolean
  /** The id of the drawer it opens. */
  controls: string
  onClick: () => void
}

/** Below 992 px: opens the drawer with the filters, categories, tags and trending polls. */
export function FeedFiltersButton({ opened, controls, onClick }: FeedFiltersButtonProps) {
  return (
    <Button
      hiddenFrom="md"
      variant="light"
      leftSection={<FiltersIcon />}
      onClick={onClick}
      aria-haspopup="dialog"
      aria-expanded={opened}
      // The drawer mounts on first opening; never point at an element that is not there.
      aria-controls={opened ? controls : undefined}
    >
      <FormattedMessage id="member.feed.menu.button" />
    </Button>
  )
}

/** Three sliders: the usual sign for filters. Decorative; the button's text names it. */
function FiltersIcon() {
  return (
    <svg
      aria-hidden="true"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
      <circle cx={15} cy={6} r={2} />
      <circle cx={9} cy={12} r={2} />
      <circle cx={17} cy={18} r={2} />
    </svg>
  )
}
