import type { BadgeStatus } from '@dilemma/api-client'
import { Stack, Text, UnstyledButton, useIntl } from '@dilemma/design-system'
import { BadgeIcon, useBadgeTexts } from '@dilemma/design-system/widgets'

/** One badge of the catalogue: in colour once earned, the locked art and its threshold before. Opens it enlarged. */
export function BadgeTile({ badge, onOpen }: { badge: BadgeStatus; onOpen: (badge: BadgeStatus) => void }) {
  const intl = useIntl()
  const texts = useBadgeTexts()
  const name = texts.name(badge)
  const threshold = intl.formatNumber(badge.threshold)
  const label = badge.earned
    ? intl.formatMessage({ id: 'member.badges.tileEarned' }, { name })
    : intl.formatMessage({ id: 'member.badges.tileLocked' }, { name, threshold })
  return (
    <UnstyledButton
      data-badge-id={badge.id}
      aria-label={label}
      onClick={() => onOpen(badge)}
      p="xs"
      style={{ borderRadius: 'var(--mantine-radius-md)', textAlign: 'center' }}
    >
      <Stack align="center" gap={4}>
        <BadgeIcon type={badge.type} tier={badge.tier} locked={!badge.earned} size={56} />
        <Text size="sm" fw={700} c={badge.earned ? undefined : 'dimmed'} lh={1.2}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {badge.earned && badge.earned_at
            ? intl.formatMessage(
                { id: 'member.badges.earnedOn' },
                { date: intl.formatDate(badge.earned_at, { dateStyle: 'medium' }) },
              )
            : intl.formatMessage({ id: 'member.badges.unlocksAt' }, { threshold })}
        </Text>
      </Stack>
    </UnstyledButton>
  )
}
