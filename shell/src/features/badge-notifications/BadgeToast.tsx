import type { EarnedBadge } from '@dilemma/api-client'
import { Group, Paper, Stack, Text } from '@dilemma/design-system'
import { BadgeIcon, useBadgeTexts } from '@dilemma/design-system/badges'
import { FormattedMessage } from '@dilemma/design-system'
import { TOAST_CLEAR_AFTER_MS } from './toastTimeline'
import { useToastPhase } from './useToastPhase'

/** The short "you earned a badge" toast: in after 100 ms, fading out after 5 s, gone 0.5 s later. */
export function BadgeToast({ badge, onCleared }: { badge: EarnedBadge; onCleared: () => void }) {
  const phase = useToastPhase(onCleared)
  const texts = useBadgeTexts()
  if (phase === 'waiting' || phase === 'cleared') return null
  const hiding = phase === 'hiding'
  return (
    <Paper
      role="status"
      shadow="lg"
      p="md"
      withBorder
      data-phase={phase}
      aria-hidden={hiding || undefined}
      style={{ opacity: hiding ? 0 : 1, transition: `opacity ${TOAST_CLEAR_AFTER_MS}ms ease` }}
    >
      <Group wrap="nowrap" gap="md">
        <BadgeIcon type={badge.type} tier={badge.tier} size={56} />
        <Stack gap={2}>
          <Text fw={800}>
            <FormattedMessage id="shell.badges.toastTitle" />
          </Text>
          <Text fw={700} c="rose.7">
            {texts.name(badge)}
          </Text>
          <Text size="sm" c="dimmed">
            {texts.description(badge)}
          </Text>
        </Stack>
      </Group>
    </Paper>
  )
}
