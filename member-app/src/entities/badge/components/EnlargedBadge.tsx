import type { BadgeStatus } from '@dilemma/api-client'
import { useIntl } from '@dilemma/app-runtime'
import { Button, Stack, Text, Title } from '@dilemma/design-system'
import { BadgeIcon, useBadgeTexts } from '@dilemma/design-system/extras'
import { useEffect, useRef } from 'react'

/**
 * One badge large, with its name and description: a second view of the badges modal rather than a
 * modal on top (the design-system modal has no stack; two would fight over Escape and focus).
 */
export function EnlargedBadge({ badge, onBack }: { badge: BadgeStatus; onBack: () => void }) {
  const intl = useIntl()
  const texts = useBadgeTexts()
  const back = useRef<HTMLButtonElement>(null)
  // Keyboard and screen-reader users land in the new view instead of on a vanished tile.
  useEffect(() => back.current?.focus(), [])
  const name = texts.name(badge)
  return (
    <Stack align="center" gap="sm" ta="center" py="md">
      <BadgeIcon
        type={badge.type}
        tier={badge.tier}
        locked={!badge.earned}
        size={200}
        label={badge.earned ? name : texts.locked()}
      />
      <Title order={3}>{name}</Title>
      <Text>{texts.description(badge)}</Text>
      <Text c="dimmed" size="sm">
        {badge.earned && badge.earned_at
          ? intl.formatMessage(
              { id: 'member.badges.earnedOn' },
              { date: intl.formatDate(badge.earned_at, { dateStyle: 'long' }) },
            )
          : intl.formatMessage(
              { id: 'member.badges.enlargedLocked' },
              { threshold: intl.formatNumber(badge.threshold) },
            )}
      </Text>
      <Button ref={back} variant="light" onClick={onBack}>
        {intl.formatMessage({ id: 'member.badges.back' })}
      </Button>
    </Stack>
  )
}
