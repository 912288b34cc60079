import type { EarnedBadge } from '@dilemma/api-client'
import { useApiClient, useIntl } from '@dilemma/app-runtime'
import { Text } from '@dilemma/design-system'
import { BadgeIcon, useBadgeTexts } from '@dilemma/design-system/badges'
import { ClearableNotification } from './ClearableNotification'

/** One new badge in the list; clearing it marks it seen (`POST /users/mark-badge-seen/:id`). */
export function BadgeNotificationItem({ badge, onCleared }: { badge: EarnedBadge; onCleared: (id: number) => void }) {
  const intl = useIntl()
  const client = useApiClient()
  const texts = useBadgeTexts()
  const name = texts.name(badge)

  return (
    <ClearableNotification
      icon={<BadgeIcon type={badge.type} tier={badge.tier} size={40} />}
      clearLabel={intl.formatMessage({ id: 'shell.badges.clear' }, { name })}
      clear={() => client.badges.markSeen(badge.id)}
      onCleared={() => onCleared(badge.id)}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {intl.formatMessage({ id: 'shell.badges.newBadge' })}
      </Text>
      <Text fw={700}>{name}</Text>
      <Text size="sm">{texts.description(badge)}</Text>
    </ClearableNotification>
  )
}
