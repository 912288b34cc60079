import { Paper, Stack, Title } from '@mantine/core'
import type { ReactNode, Ref } from 'react'
import { ExpandableText } from './ExpandableText'
import type { PollCardLabels, PollCardOption, PollOptionLetter } from './pollCardTypes'
import { PollOptionRow } from './PollOptionRow'
import { voteShares } from './voteShares'

/** Descriptions over this many characters are cut with "read more" (member-spec §9). */
export const DESCRIPTION_LIMIT = 300

export interface PollCardProps {
  /** The question; in lists usually a link to the poll's own page. */
  title: ReactNode
  description: string
  options: PollCardOption[]
  /** Bars, percentages and counts instead of vote buttons. */
  showResults: boolean
  /** Makes the options vote buttons (when results are hidden). */
  onChooseOption?: (letter: PollOptionLetter) => void
  labels: PollCardLabels
  /** Authors on a paid plan: highlighted border. */
  featured?: boolean
  /** Heading level of the title: 1 on a detail page, 2 in lists. */
  titleOrder?: 1 | 2 | 3
  /** Above the title: author, badges. */
  header?: ReactNode
  /** Between the options and the footer: status, remaining time, tags. */
  details?: ReactNode
  /** At the bottom: like, save, share, report, owner actions. */
  footer?: ReactNode
  /** The card's element, e.g. to know when it is on screen. */
  ref?: Ref<HTMLElement>
  /**
   * The first card of a page, on its first screen: its pictures are fetched at once, the first with
   * high priority (it may be the page's largest paint); every other card's only when scrolled near.
   */
  firstOnScreen?: boolean
}

/**
 * The poll as members see it everywhere (feed, profile, detail) and as the social-media export
 * draws it: presentational only, the app decides what the reader may do.
 */
export function PollCard({
  title,
  description,
  options,
  showResults,
  onChooseOption,
  labels,
  featured = false,
  titleOrder = 2,
  header,
  details,
  footer,
  ref,
  firstOnScreen = false,
}: PollCardProps) {
  const firstImageIndex = options.findIndex((option) => option.imageUrl)
  const shares = voteShares(options.map((option) => option.votes ?? 0))
  return (
    <Paper
      ref={ref}
      component="article"
      withBorder
      p="lg"
      shadow={featured ? 'md' : 'xs'}
      data-featured={featured || undefined}
      style={featured ? { borderColor: 'var(--mantine-color-plum-4)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md">
        {header}
        <Title order={titleOrder} size="h3" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        <ExpandableText
          text={description}
          limit={DESCRIPTION_LIMIT}
          readMoreLabel={labels.readMore}
          showLessLabel={labels.showLess}
          c="dark.6"
        />
        <Stack gap="sm">
          {options.map((option, index) => (
            <PollOptionRow
              key={option.letter}
              option={option}
              share={showResults ? shares[index] : undefined}
              onChoose={onChooseOption && !showResults ? () => onChooseOption(option.letter) : undefined}
              labels={labels}
              image={firstOnScreen ? (index === firstImageIndex ? 'first' : 'eager') : 'lazy'}
            />
          ))}
        </Stack>
        {details}
        {footer}
      </Stack>
    </Paper>
  )
}
