import type { EarnedBadge } from '@dilemma/api-client'
import {
  Button,
  Group,
  Paper,
  Stack,
  Text,
  readApiError,
  useApiClient,
  useIntl,
  useMutation,
} from '@dilemma/design-system'
import { BadgeIcon, useBadgeTexts } from '@dilemma/design-system/badges'

/** One new badge in the list; clearing it marks it seen (`POST /users/mark-badge-seen/:id`). */
export function BadgeNotificationItem({ badge, onCleared }: { badge: EarnedBadge; onCleared: (id: number) => void }) {
  const intl = useIntl()
  const client = useApiClient()
  const texts = useBadgeTexts()
  const markSeen = useMutation({
    mutationFn: () => client.badges.markSeen(badge.id),
    onSuccess: () => onCleared(badge.id),
    // 404: not hers or gone (an admin deleted it); there is nothing left to clear.
    onError: (error) => readApiError(error)?.status === 404 && onCleared(badge.id),
  })
  const name = texts.name(badge)

  return (
    <Paper component="li" shadow="md" p="sm" withBorder>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <BadgeIcon type={badge.type} tier={badge.tier} size={40} />
        <Stack gap={0} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {intl.formatMessage({ id: 'shell.badges.newBadge' })}
          </Text>
          <Text fw={700}>{name}</Text>
          <Text size="sm">{texts.description(badge)}</Text>
          {markSeen.isError && (
            <Text size="sm" c="red.8" role="alert">
              {intl.formatMessage({ id: 'shell.badges.clearFailed' })}
            </Text>
          )}
        </Stack>
        {/* A plain button: CloseButton lives in the widgets entry, which this chunk must not pull in. */}
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          aria-label={intl.formatMessage({ id: 'shell.badges.clear' }, { name })}
          disabled={markSeen.isPending}
          onClick={() => markSeen.mutate()}
        >
          <span aria-hidden="true">×</span>
        </Button>
      </Group>
    </Paper>
  )
}
