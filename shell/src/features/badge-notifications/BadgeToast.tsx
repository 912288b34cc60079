import type { EarnedBadge } from '@dilemma/api-client'
import { FormattedMessage } from '@dilemma/app-runtime'
import { Group, Stack, Text } from '@dilemma/design-system'
import { BadgeIcon, useBadgeTexts } from '@dilemma/design-system/badges'
import { ToastFrame } from './ToastFrame'

/** The short "you earned a badge" toast. */
export function BadgeToast({ badge, onCleared }: { badge: EarnedBadge; onCleared: () => void }) {
  const texts = useBadgeTexts()
  return (
    <ToastFrame onCleared={onCleared}>
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
    </ToastFrame>
  )
}
