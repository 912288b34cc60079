import type { EarnedBadge } from '@dilemma/api-client'
import { FormattedMessage, useIntl } from '@dilemma/app-runtime'
import { Group, Stack, Text } from '@dilemma/design-system'
import { BadgeIcon, useBadgeTexts } from '@dilemma/design-system/badges'
import { ToastFrame, type ToastFrameProps } from './ToastFrame'

type BadgeToastProps = Pick<ToastFrameProps, 'onCleared' | 'waiting' | 'compact'> & { badge: EarnedBadge }

/** The short "you earned a badge" toast; on a phone smaller, its description on two lines at most. */
export function BadgeToast({ badge, compact = false, ...frame }: BadgeToastProps) {
  const intl = useIntl()
  const texts = useBadgeTexts()
  const name = texts.name(badge)
  return (
    <ToastFrame
      {...frame}
      compact={compact}
      closeLabel={intl.formatMessage({ id: 'shell.badges.toastClose' }, { name })}
    >
      <Group wrap="nowrap" gap={compact ? 'sm' : 'md'}>
        <BadgeIcon type={badge.type} tier={badge.tier} size={compact ? 40 : 56} />
        <Stack gap={2} miw={0}>
          <Text fw={800} size={compact ? 'sm' : undefined}>
            <FormattedMessage id="shell.badges.toastTitle" />
          </Text>
          <Text fw={700} c="rose.7" size={compact ? 'sm' : undefined}>
            {name}
          </Text>
          <Text size={compact ? 'xs' : 'sm'} c="dimmed" lineClamp={compact ? 2 : undefined}>
            {texts.description(badge)}
          </Text>
        </Stack>
      </Group>
    </ToastFrame>
  )
}
