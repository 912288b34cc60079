import type { BadgeStatus } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Stack, Text, UnstyledButton } from '@dilemma/design-system'
import { BadgeIcon, useBadgeTexts } from '@dilemma/design-system/extras'

/**
 * One badge of the catalogue: in colour once earned, the locked art and its threshold before. Opens
 * it enlarged. Its name starts with the words it shows (WCAG 2.5.3), then says that it is locked.
 */
export function BadgeTile({ badge, onOpen }: { badge: BadgeStatus; onOpen: (badge: BadgeStatus) => void }) {
  const intl = useIntl()
  const texts = useBadgeTexts()
  const name = texts.name(badge)
  const detail =
    badge.earned && badge.earned_at
      ? intl.formatMessage(
          { id: 'member.badges.earnedOn' },
          { date: intl.formatDate(badge.earned_at, { dateStyle: 'medium' }) },
        )
      : intl.formatMessage({ id: 'member.badges.unlocksAt' }, { threshold: intl.formatNumber(badge.threshold) })
  const label = intl.formatMessage(
    { id: badge.earned ? 'member.badges.tileEarned' : 'member.badges.tileLocked' },
    { name, detail },
  )
  return (
    <UnstyledButton
      data-badge-id={badge.id}
      aria-label={label}
      onClick={() => onOpen(badge)}
      p="xs"
      bdrs="md"
      ta="center"
    >
      <Stack align="center" gap={4}>
        <BadgeIcon type={badge.type} tier={badge.tier} locked={!badge.earned} size={56} />
        <Text size="sm" fw={700} c={badge.earned ? undefined : 'dimmed'} lh={1.2}>
          {name}
        </Text>
        {/* A space between the two lines: their visible words read as the name's first words. */}{' '}
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      </Stack>
    </UnstyledButton>
  )
}
