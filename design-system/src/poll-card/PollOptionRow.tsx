import { Box, Group, Image, Progress, Stack, Text, UnstyledButton } from '@mantine/core'
import type { PollCardLabels, PollCardOption } from './pollCardTypes'
import { ReadMoreToggle } from './ReadMoreToggle'
import { useExpandableText } from './useExpandableText'

/** Option texts over this many characters are cut with "read more" (member-spec §9). */
export const OPTION_TEXT_LIMIT = 40

interface PollOptionRowProps {
  option: PollCardOption
  /** Percent of all votes; given only while results are shown. */
  share?: number
  /** Given while the reader may vote. */
  onChoose?: () => void
  labels: PollCardLabels
  /** How its picture is fetched: `first` at once with high priority, `eager` at once, `lazy` when near. */
  image?: 'first' | 'eager' | 'lazy'
}

/** One option: a choice button while voting is open, or its result bar, share and count. */
export function PollOptionRow({ option, share, onChoose, labels, image = 'lazy' }: PollOptionRowProps) {
  const letter = option.letter.toUpperCase()
  const { shown, truncatable, expanded, toggle } = useExpandableText(option.text, OPTION_TEXT_LIMIT)
  const label = (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <Text fw={800} c="rose.7">
        {letter}
      </Text>
      {/* A space between the letter and the text: their visible words match the button's name. */}{' '}
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {shown}
      </Text>
    </Group>
  )

  return (
    <Stack gap={6} data-chosen={option.chosen || undefined}>
      {option.imageUrl && (
        <Image
          src={option.imageUrl}
          alt={labels.optionImage(letter)}
          radius="md"
          h={180}
          fit="cover"
          loading={image === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={image === 'first' ? 'high' : 'auto'}
        />
      )}
      {share === undefined ? (
        <UnstyledButton
          onClick={onChoose}
          disabled={!onChoose}
          aria-label={labels.choose(letter, option.text)}
          px="md"
          py={8}
          style={{
            borderRadius: 'var(--mantine-radius-xl)',
            border: '2px solid var(--mantine-color-rose-2)',
            cursor: onChoose ? 'pointer' : 'default',
          }}
        >
          {label}
        </UnstyledButton>
      ) : (
        <Box>
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
            {label}
            <Text fw={800} style={{ whiteSpace: 'nowrap' }}>
              {share}%
            </Text>
          </Group>
          <Progress
            value={share}
            size="lg"
            radius="xl"
            mt={4}
            color={option.chosen ? 'rose' : 'plum.3'}
            aria-label={labels.resultOf(letter, share, option.votes ?? 0)}
          />
          <Text size="xs" c="dimmed" mt={2}>
            {labels.votes(option.votes ?? 0)}
            {option.chosen && ` · ${labels.yourChoice}`}
          </Text>
        </Box>
      )}
      {truncatable && (
        <Box pl="md">
          <ReadMoreToggle
            expanded={expanded}
            onToggle={toggle}
            readMoreLabel={labels.readMore}
            showLessLabel={labels.showLess}
          />
        </Box>
      )}
    </Stack>
  )
}
